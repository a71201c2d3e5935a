import { Headphones } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import type { ReadingAudio } from '../use-reading-audio';
import { NarrationStage } from './narration-stage';
import '../../texts';

/**
 * The audio part of the AI reading page: the progress while audio is prepared, the player once it is,
 * and 'Listen' for a reopened reading (it is narrated only when asked; a reading already paid for is
 * not charged again) or after a failure.
 */
export function ReadingAudioSection({ audio }: { audio: ReadingAudio }) {
  const { narration, onCue, canListen } = audio;
  const { state } = narration;
  const [asked, setAsked] = useState(false);
  const { t } = useTranslation();
  const listen = () => {
    setAsked(true);
    narration.prepare();
  };
  if ((state.phase === 'idle' || state.phase === 'failed') && canListen)
    return (
      <Button variant="secondary" className="justify-self-start" onClick={listen}>
        <Headphones aria-hidden="true" className="size-4" />
        {t('assistant.audio.listen')}
      </Button>
    );
  return <NarrationStage narration={narration} onCue={onCue} focusOnShow={asked} />;
}
