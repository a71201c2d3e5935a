import { Headphones } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { useNarration } from '../use-narration';
import { NarrationStage } from './narration-stage';
import '../../texts';

interface ReplyAudioProps {
  sessionId: string;
  /** The reply's index in the session's history (what POST /api/tts calls `turn`). */
  turn: number;
}

const noCue = () => {};

/**
 * 'Listen' under one chat reply: narrated only when asked (each narration costs credits), then the same
 * progress and controls as the reading's, without the text highlight (the caption line shows).
 */
export function ReplyAudio({ sessionId, turn }: ReplyAudioProps) {
  const source = useMemo(() => ({ sessionId, turn }), [sessionId, turn]);
  const narration = useNarration({ source, enabled: true, autoStart: false });
  const { state } = narration;
  const { t } = useTranslation();
  // Only ever started by 'Listen', which is gone once it is: the player takes the focus.
  if (state.phase !== 'idle' && state.phase !== 'failed')
    return (
      <NarrationStage
        narration={narration}
        onCue={noCue}
        compact
        focusOnShow
        label={t('assistant.audio.replyLabel')}
        className="mt-2"
      />
    );
  return (
    <Button
      variant="quiet"
      size="sm"
      className="mt-1 -ml-3"
      onClick={narration.prepare}
      aria-label={t('assistant.audio.listenReply')}
    >
      <Headphones aria-hidden="true" className="size-4" />
      {t('assistant.audio.listen')}
    </Button>
  );
}
