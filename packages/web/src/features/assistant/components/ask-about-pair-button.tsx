import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { pairHandOff } from '../pair-hand-off';
import '../texts';

/**
 * Opens the assistant's page on two of the user's profiles, as a reading page's AI button opens it on a
 * reading: the page is premium, so anyone else lands where every premium action sends them.
 */
export function AskAboutPairButton({ a, b }: { a: string; b: string }) {
  const navigate = useNavigate();
  const { t } = useTranslation();
  return (
    <Button
      size="md-wrap"
      className="justify-self-start"
      onClick={() => navigate('/ai-reading', { state: pairHandOff(a, b) })}
    >
      <Sparkles aria-hidden="true" />
      <span>{t('assistant.askAboutPair')}</span>
    </Button>
  );
}
