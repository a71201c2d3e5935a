import { ME } from '@cardology/contract/in-your-cards';
import { Field } from '../../../components/ui/field';
import { controlClasses } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';

export interface PairChoice {
  /** ME or a saved person's id. */
  ref: string;
  name: string;
}

interface PairPickerProps {
  /** The user first ("You"), then their people in the list's order. */
  choices: readonly PairChoice[];
  a: string;
  b: string;
  onChange: (side: 'a' | 'b', ref: string) => void;
}

/** Two selects: any two of the user's profiles. A chosen ref no longer saved stays visible as such. */
export function PairPicker({ choices, a, b, onChange }: PairPickerProps) {
  const select = (side: 'a' | 'b', value: string) => {
    const known = value === '' || choices.some((choice) => choice.ref === value);
    return (
      <select
        value={value}
        onChange={(event) => onChange(side, event.target.value)}
        className={cn(controlClasses, 'h-11 cursor-pointer')}
      >
        {value === '' ? <option value="">Choose a person</option> : null}
        {known ? null : <option value={value}>Someone no longer saved</option>}
        {choices.map((choice) => (
          <option key={choice.ref} value={choice.ref}>
            {choice.ref === ME ? `You (${choice.name})` : choice.name}
          </option>
        ))}
      </select>
    );
  };
  return (
    <div className="mb-8 grid gap-4 sm:grid-cols-2">
      <Field label="First person">{select('a', a)}</Field>
      <Field label="Second person">{select('b', b)}</Field>
    </div>
  );
}
