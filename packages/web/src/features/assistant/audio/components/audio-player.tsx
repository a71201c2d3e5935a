import { languageNameInItself } from '@cardology/contract/languages';
import type { NarrationChunk } from '@cardology/contract/narration';
import { Download, Pause, Play, RotateCcw, Square } from 'lucide-react';
import { type Ref, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { currentLanguage } from '../../../../i18n/i18n';
import { cn } from '../../../../lib/cn';
import { allCues, cueAt, type SpokenCue } from '../captions';
import { useAudioDownload } from '../use-audio-download';
import { type AudioSlot, useChunkPlayer } from '../use-chunk-player';
import '../../texts';

interface AudioPlayerProps {
  /** Every chunk of the narration, in index order. */
  chunks: NarrationChunk[];
  /** Whether the controls show yet (before, the chunks load out of sight: AUDIO_LOADING). */
  visible: boolean;
  autoplay: boolean;
  onReady: () => void;
  onFailed: () => void;
  /** The sentence being spoken, for the text to mark; null between sentences and when stopped. */
  onCue: (cue: SpokenCue | null) => void;
  /** Focus play/pause once the controls show: 'Listen' asked for them and is gone (issue 24). */
  focusOnShow?: boolean;
  /** The controls' group name, for screen readers ('Audio reading' on the page). */
  label?: string;
  className?: string;
}

/** One chunk's element: no native controls (ours are below), its captions as a <track>. */
function ChunkAudio({ slot }: { slot: AudioSlot }) {
  const { chunk } = slot;
  // The server narrates in the language the page asked in, the one shown.
  const language = currentLanguage();
  return (
    // biome-ignore lint/a11y/useMediaCaption: the track is there, keyed by chunk so it reloads with it
    <audio
      ref={slot.ref}
      src={chunk?.signedUrl}
      preload="auto"
      data-current={slot.current}
      onEnded={slot.onEnded}
      onTimeUpdate={slot.onTimeUpdate}
      onCanPlay={slot.onCanPlay}
      onError={slot.onError}
    >
      {chunk && (
        <track
          key={chunk.index}
          kind="captions"
          src={chunk.captionsUrl}
          srcLang={language}
          label={languageNameInItself(language)}
          default
        />
      )}
    </audio>
  );
}

type ChunkPlayer = ReturnType<typeof useChunkPlayer>;

interface PlayerControlsProps {
  player: ChunkPlayer;
  chunks: NarrationChunk[];
  label: string;
  playPauseRef: Ref<HTMLButtonElement>;
}

/** Play/pause, replay from the start, stop and download: buttons with visible names in one group. */
function PlayerControls({ player, chunks, label, playPauseRef }: PlayerControlsProps) {
  const filePaths = useMemo(() => chunks.map((chunk) => chunk.filePath), [chunks]);
  const { download, downloading } = useAudioDownload(filePaths);
  const playing = player.status === 'playing';
  const { t } = useTranslation();
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="sr-only">{label}</legend>
      <Button ref={playPauseRef} variant="primary" size="sm" onClick={playing ? player.pause : player.play}>
        {playing ? (
          <Pause aria-hidden="true" className="size-4" />
        ) : (
          <Play aria-hidden="true" className="size-4" />
        )}
        {playing ? t('assistant.audio.pause') : t('assistant.audio.play')}
      </Button>
      <Button variant="secondary" size="sm" onClick={player.replay}>
        <RotateCcw aria-hidden="true" className="size-4" />
        {t('assistant.audio.replay')}
      </Button>
      <Button variant="secondary" size="sm" onClick={player.stop} aria-disabled={player.status === 'stopped'}>
        <Square aria-hidden="true" className="size-4" />
        {t('assistant.audio.stop')}
      </Button>
      <Button
        variant="outline"
        size="sm"
        onClick={() => void download()}
        aria-disabled={downloading}
        aria-busy={downloading}
      >
        <Download aria-hidden="true" className="size-4" />
        {downloading ? t('assistant.audio.preparingDownload') : t('assistant.audio.download')}
      </Button>
    </fieldset>
  );
}

/**
 * The audio controls (docs/product.md §2): play/pause, replay from the start, stop and download, and
 * the caption being spoken. Buttons with visible names, one group, usable from the keyboard.
 */
export function AudioPlayer({
  chunks,
  visible,
  autoplay,
  onReady,
  onFailed,
  onCue,
  focusOnShow = false,
  label,
  className,
}: AudioPlayerProps) {
  const { t } = useTranslation();
  const playPause = useRef<HTMLButtonElement>(null);
  const player = useChunkPlayer(chunks, { onReady, onFailed, autoplay });
  const cues = useMemo(() => allCues(chunks), [chunks]);
  const cue = player.status === 'stopped' ? null : cueAt(cues, player.current, player.time);

  useEffect(() => onCue(cue), [cue, onCue]);
  useEffect(() => () => onCue(null), [onCue]);
  useEffect(() => {
    if (visible && focusOnShow) playPause.current?.focus();
  }, [visible, focusOnShow]);

  return (
    <div className={cn('grid gap-3', !visible && 'hidden', className)}>
      <ChunkAudio slot={player.slots[0]} />
      <ChunkAudio slot={player.slots[1]} />
      <PlayerControls
        player={player}
        chunks={chunks}
        label={label ?? t('assistant.audio.label')}
        playPauseRef={playPause}
      />
      {/* The captions as text, for whoever cannot hear the voice; not live: the voice already speaks it. */}
      <p className="min-h-6 text-sm text-muted" data-testid="narration-caption">
        {cue && <span className="sr-only">{t('assistant.audio.nowReading')}</span>}
        {cue?.text}
      </p>
    </div>
  );
}
