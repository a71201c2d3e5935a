import type { NarrationChunk } from '@cardology/contract/narration';
import { useCallback, useEffect, useId, useRef, useState } from 'react';

/** Announced when a player starts, so any other one on the page pauses: one voice at a time. */
const PLAYER_STARTED = 'cardology:narration-started';

/** Playing, paused mid-way, or stopped at the start (also where it lands after the last chunk). */
export type PlayerStatus = 'playing' | 'paused' | 'stopped';

/** What one of the two <audio> elements renders: its chunk (none past the end) and its events. */
export interface AudioSlot {
  ref: (element: HTMLAudioElement | null) => void;
  chunk: NarrationChunk | undefined;
  /** The slot being heard; the other one holds the next chunk, preloaded. */
  current: boolean;
  onEnded: () => void;
  onTimeUpdate: () => void;
  onCanPlay: () => void;
  onError: () => void;
}

interface ChunkPlayerOptions {
  /** The first chunk can play: the page may reveal its text and start. */
  onReady: () => void;
  /** A chunk's audio could not be fetched or decoded. */
  onFailed: () => void;
  /** Start playing as soon as the first chunk can (the page's reveal); else wait for Play. */
  autoplay: boolean;
}

type Elements = { current: (HTMLAudioElement | null)[] };
type SetStatus = (status: PlayerStatus) => void;

/**
 * One voice at a time: `announce()` tells every other player on the page that this one starts, and this
 * one pauses when another announces.
 */
function useOneVoiceAtATime(elements: Elements, setStatus: SetStatus) {
  const id = useId();
  useEffect(() => {
    const onOtherStarted = (event: Event) => {
      if ((event as CustomEvent<string>).detail === id) return;
      const playing = elements.current.filter((element) => element && !element.paused);
      for (const element of playing) element?.pause();
      if (playing.length > 0) setStatus('paused');
    };
    window.addEventListener(PLAYER_STARTED, onOtherStarted);
    return () => window.removeEventListener(PLAYER_STARTED, onOtherStarted);
  }, [id, elements, setStatus]);
  return useCallback(() => window.dispatchEvent(new CustomEvent(PLAYER_STARTED, { detail: id })), [id]);
}

interface TransportParts {
  current: number;
  setCurrent: (index: number) => void;
  setStatus: SetStatus;
  setTime: (seconds: number) => void;
  elements: Elements;
  elementOf: (index: number) => HTMLAudioElement | null;
  playCurrent: (index: number) => void;
}

/** Play, pause, stop (back to the start) and replay (from the start, playing). */
function useTransport({
  current,
  setCurrent,
  setStatus,
  setTime,
  elements,
  elementOf,
  playCurrent,
}: TransportParts) {
  // Play once the element holding `current` has its new source (after a replay re-points the slots).
  const playOnRender = useRef(false);
  useEffect(() => {
    if (!playOnRender.current) return;
    playOnRender.current = false;
    playCurrent(current);
  }, [current, playCurrent]);

  const rewind = useCallback(() => {
    for (const element of elements.current) {
      if (!element) continue;
      element.pause();
      element.currentTime = 0;
    }
    setTime(0);
  }, [elements, setTime]);

  const play = useCallback(() => playCurrent(current), [current, playCurrent]);
  const pause = useCallback(() => {
    elementOf(current)?.pause();
    setStatus('paused');
  }, [current, elementOf, setStatus]);
  const stop = useCallback(() => {
    rewind();
    setCurrent(0);
    setStatus('stopped');
  }, [rewind, setCurrent, setStatus]);
  const replay = useCallback(() => {
    rewind();
    if (current === 0) playCurrent(0);
    else {
      playOnRender.current = true;
      setCurrent(0);
    }
  }, [current, playCurrent, rewind, setCurrent]);
  return { play, pause, stop, replay };
}

interface SlotParts extends Omit<TransportParts, 'playCurrent'> {
  chunks: readonly NarrationChunk[];
  ready: { current: boolean };
  options: { current: ChunkPlayerOptions };
  playCurrent: (index: number) => void;
  stop: () => void;
}

/** What <audio> element `index` (0 or 1) renders and does on its events. */
function audioSlot(index: 0 | 1, parts: SlotParts): AudioSlot {
  const {
    chunks,
    current,
    elements,
    elementOf,
    ready,
    options,
    playCurrent,
    stop,
    setCurrent,
    setTime,
    setStatus,
  } = parts;
  const isCurrent = current % 2 === index;
  const chunkIndex = isCurrent ? current : current + 1;
  return {
    ref: (element) => {
      elements.current[index] = element;
    },
    chunk: chunks[chunkIndex],
    current: isCurrent,
    onEnded: () => {
      if (!isCurrent) return;
      const next = current + 1;
      if (next < chunks.length) {
        // Started here, in the event, not after a render: this is what keeps the seam silent.
        elementOf(next)
          ?.play()
          .catch(() => setStatus('paused'));
        setCurrent(next);
        setTime(0);
      } else {
        stop();
      }
    },
    onTimeUpdate: () => {
      if (isCurrent) setTime(elementOf(current)?.currentTime ?? 0);
    },
    onCanPlay: () => {
      if (!isCurrent || ready.current) return;
      ready.current = true;
      options.current.onReady();
      if (options.current.autoplay) playCurrent(current);
    },
    onError: () => {
      // A failing preload is reported when it becomes the current chunk, not before.
      if (!isCurrent) return;
      stop();
      options.current.onFailed();
    },
  };
}

/**
 * Plays chunks in index order through two <audio> elements: while one plays, the other has already
 * loaded the next chunk, so `ended` starts it at once, without waiting for a download (no audible gap).
 * `chunks` must stay the same array for one narration; a new array starts over.
 */
export function useChunkPlayer(chunks: readonly NarrationChunk[], options: ChunkPlayerOptions) {
  const [current, setCurrent] = useState(0);
  const [status, setStatus] = useState<PlayerStatus>('stopped');
  const [time, setTime] = useState(0);
  const elements = useRef<(HTMLAudioElement | null)[]>([null, null]);
  const ready = useRef(false);
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const elementOf = useCallback((index: number) => elements.current[index % 2] ?? null, []);
  const announce = useOneVoiceAtATime(elements, setStatus);

  const playCurrent = useCallback(
    (index: number) => {
      const element = elementOf(index);
      if (!element) return;
      announce();
      setStatus('playing');
      element.play().catch(() => setStatus('paused')); // Autoplay refused: the user presses Play.
    },
    [elementOf, announce],
  );

  const parts = { current, setCurrent, setStatus, setTime, elements, elementOf, playCurrent };
  const { play, pause, stop, replay } = useTransport(parts);
  const slotParts = { ...parts, chunks, ready, options: optionsRef, stop };
  return {
    status,
    current,
    time,
    slots: [audioSlot(0, slotParts), audioSlot(1, slotParts)] as const,
    play,
    pause,
    stop,
    replay,
  };
}
