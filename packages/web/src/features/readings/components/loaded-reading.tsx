import type { ReactNode } from 'react';
import type { HandOffResult } from '../ai-hand-off';
import type { ReadingView } from '../reading-view';
import { AiHandOffButton } from './ai-hand-off-button';
import { BusyReading } from './busy-reading';
import { ReadingLayout } from './reading-layout';

interface LoadedReadingProps {
  view: ReadingView;
  /** A step is on its way: the reading on show dims until the next one arrives. */
  busy: boolean;
  buildHandOff: () => HandOffResult;
  /** Anything shown above the cards (the yearly planetary periods). */
  before?: ReactNode;
}

/** A loaded reading: its cards, then the AI interpretation button under them. */
export function LoadedReading({ view, busy, buildHandOff, before }: LoadedReadingProps) {
  return (
    <BusyReading busy={busy}>
      {before}
      <ReadingLayout view={view} />
      <div className="mt-8 flex justify-center">
        <AiHandOffButton build={buildHandOff} size="md" disabled={busy} />
      </div>
    </BusyReading>
  );
}
