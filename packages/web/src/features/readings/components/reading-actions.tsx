import type { ComponentProps } from 'react';
import { ShareButton } from '../../share/share-button';
import type { HandOffResult } from '../ai-hand-off';
import { AiHandOffButton } from './ai-hand-off-button';

interface ReadingActionsProps {
  buildHandOff: () => HandOffResult;
  share: ComponentProps<typeof ShareButton>['target'];
  personId: string;
  /** The reading's name, the share dialog's title. */
  title: string;
  /** While the reading loads or a step is on its way: in place, unusable, so the header does not jump. */
  disabled: boolean;
}

/** The reading header's actions: the AI interpretation and sharing the reading as a picture. */
export function ReadingActions({ buildHandOff, share, personId, title, disabled }: ReadingActionsProps) {
  return (
    <>
      <AiHandOffButton build={buildHandOff} disabled={disabled} />
      <ShareButton target={share} personId={personId} title={title} disabled={disabled} />
    </>
  );
}
