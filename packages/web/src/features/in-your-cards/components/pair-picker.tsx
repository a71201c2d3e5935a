import { ME } from '@cardology/contract/in-your-cards';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/ui/field';
import { controlClasses } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import '../texts';

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
  const { t } = useTranslation();
  const select = (side: 'a' | 'b', value: string) => {
    const known = value === '' || choices.some((choice) => choice.ref === value);
    return (
      <select
        value={value}
        onChange={(event) => onChange(side, event.target.value)}
        className={cn(controlClasses, 'h-11 cursor-pointer')}
      >
        {value === '' ? <option value="">{t('cards.pairs.choose')}</option> : null}
        {known ? null : <option value={value}>{t('cards.pairs.gone')}</option>}
        {choices.map((choice) => (
          <option key={choice.ref} value={choice.ref}>
            {choice.ref === ME ? t('cards.pairs.you', { name: choice.name }) : choice.name}
          </option>
        ))}
      </select>
    );
  };
  return (
    <div className="mb-8 grid gap-4 sm:grid-cols-2">
      <Field label={t('cards.pairs.first')}>{select('a', a)}</Field>
      <Field label={t('cards.pairs.second')}>{select('b', b)}</Field>
    </div>
  );
}
