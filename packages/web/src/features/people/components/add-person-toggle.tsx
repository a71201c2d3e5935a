import { Plus } from 'lucide-react';
import type { Ref } from 'react';
import { Button } from '../../../components/ui/button';

interface AddPersonToggleProps {
  open: boolean;
  /** The id of the form it opens, for aria-controls while open. */
  formId: string;
  onToggle: () => void;
  buttonRef: Ref<HTMLButtonElement>;
}

/** "Add a person": opens and closes the add form; its plus turns into a cross while open. */
export function AddPersonToggle({ open, formId, onToggle, buttonRef }: AddPersonToggleProps) {
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
      Add a person
    </Button>
  );
}
