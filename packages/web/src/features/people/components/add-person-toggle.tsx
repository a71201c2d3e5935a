import { Plus } from 'lucide-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import '../texts';

interface AddPersonToggleProps {
  open: boolean;
  /** The id of the form it opens, for aria-controls while open. */
  formId: string;
  onToggle: () => void;
  buttonRef: Ref<HTMLButtonElement>;
}

/** "Add a person": opens and closes the add form; its plus turns into a cross while open. */
export function AddPersonToggle({ open, formId, onToggle, buttonRef }: AddPersonToggleProps) {
  const { t } = useTranslation();
  return (
    <Button
      ref={buttonRef}
      variant={open ? 'ghost' : 'outline'}
      size="sm"
      aria-expanded={open}
      aria-controls={open ? formId : undefined}
      onClick={onToggle}
    >
      <Plus aria-hidden="true" className={open ? 'rotate-45 transition-transform' : 'transition-transform'} />
      {t('people.addPerson')}
    </Button>
  );
}
