import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button, type ButtonSize } from '../../../components/ui/button';
import { useContractText } from '../../../i18n/use-contract-text';
import { type HandOffResult, NO_READING } from '../ai-hand-off';
import '../texts';

interface AiHandOffButtonProps {
  /** Builds the navigation state at click time, or says why there is none (shown as a toast). */
  build: () => HandOffResult;
  size?: ButtonSize;
  className?: string;
  /** While the reading loads: the button stays in place, unusable, so the page does not jump. */
  disabled?: boolean;
}

/** GET_AI_INTERPRETATION: carries the loaded reading to /ai-reading as react-router state. */
export function AiHandOffButton({ build, size = 'sm', className, disabled = false }: AiHandOffButtonProps) {
  const { t } = useTranslation();
  const contract = useContractText();
  const navigate = useNavigate();
  const handOff = () => {
    const result = build();
    if (!result.ok) {
      toast.error(result.error === NO_READING ? t('readings.noReading') : contract(result.error), {
        id: 'ai-hand-off',
      });
      return;
    }
    navigate('/ai-reading', { state: result.value });
  };
  return (
    <Button size={size} onClick={handOff} className={className} disabled={disabled}>
      <Sparkles aria-hidden="true" />
      {contract('GET_AI_INTERPRETATION')}
    </Button>
  );
}
