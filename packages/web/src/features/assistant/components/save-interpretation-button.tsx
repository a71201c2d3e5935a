import { Check, Save } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { contractText } from '../../../i18n/i18n';
import { errorMessage } from '../../../lib/api';
import { useSaveReading } from '../api/saved-readings';
import '../texts';

interface SaveInterpretationButtonProps {
  sessionId: string | null;
  /** Already saved (a restored session that was saved before). */
  initiallySaved: boolean;
  /** No text yet, or still streaming: the server saves the session's text as it stands. */
  disabled: boolean;
  /** The button's words before saving; a journal reflection says 'Save reflection'. */
  label?: string;
}

/** docs/product.md §4 "Saving": not saved → 'Saving...' → 'Saved'; blocked while saving and once saved. */
export function SaveInterpretationButton({
  sessionId,
  initiallySaved,
  disabled,
  label,
}: SaveInterpretationButtonProps) {
  const { t } = useTranslation();
  const save = useSaveReading();
  const [saved, setSaved] = useState(initiallySaved);
  const onSave = () => {
    if (!sessionId || saved || save.isPending) return;
    save.mutate(sessionId, {
      onSuccess: () => {
        setSaved(true);
        toast.success(contractText('AI_SAVED'), { id: 'ai-save' });
      },
      onError: (error) =>
        toast.error(errorMessage(error, contractText('AI_SAVE_UNEXPECTED')), { id: 'ai-save' }),
    });
  };
  return (
    <Button
      variant={saved ? 'secondary' : 'primary'}
      className="justify-self-start"
      onClick={onSave}
      disabled={disabled || !sessionId || saved || save.isPending}
    >
      {saved ? <Check aria-hidden="true" /> : <Save aria-hidden="true" />}
      {saved
        ? t('assistant.save.saved')
        : save.isPending
          ? t('assistant.save.saving')
          : (label ?? t('assistant.save.label'))}
    </Button>
  );
}
