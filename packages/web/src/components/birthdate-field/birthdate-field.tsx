import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type DateOrder, readTypedDate, writeTypedDate } from '../../lib/birthdate-format';
import { cn } from '../../lib/cn';
import { Input } from '../ui/input';
import { Label } from '../ui/label';
import { useBirthdateFormat } from './use-birthdate-format';
import './texts';

interface BirthdateFieldProps {
  label: string;
  /** The text as typed, in the shown language's order. */
  value: string;
  onChange: (text: string) => void;
  /** Set by the form on saving: the field is marked invalid and the message read with it. */
  error?: string | null;
  disabled?: boolean;
  autoComplete?: string;
  className?: string;
}

/**
 * The one birthdate field (profile, people drawer; issue 32): typed in the order of the reader's language
 * (MM/DD/YYYY in English, DD/MM/AAAA in Spanish and Portuguese), with the date it understood said in words
 * under it as the reader types (a polite live region), so "05/03/1990" shows "5 de marzo de 1990" before
 * anything is saved. The form reads the text with useBirthdateFormat().read and sends the ISO date.
 */
export function BirthdateField({
  label,
  value,
  onChange,
  error,
  disabled,
  autoComplete = 'bday',
  className,
}: BirthdateFieldProps) {
  const { t } = useTranslation();
  const format = useBirthdateFormat();
  useSameDateAcrossLanguages(format.order, value, onChange);
  const id = useId();
  const note = format.note(value);
  const ids = { hint: `${id}-hint`, note: `${id}-note`, error: `${id}-error` };
  // Once read, the text is written back in the field's own pattern (05031990 → 05/03/1990).
  const tidy = () => {
    const typed = format.read(value);
    if (typed.ok && format.write(typed.iso) !== value) onChange(format.write(typed.iso));
  };
  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        inputMode="numeric"
        autoComplete={autoComplete}
        placeholder={format.pattern}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={tidy}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={[ids.hint, ids.note, error ? ids.error : null].filter(Boolean).join(' ')}
        className="tabular-nums"
      />
      <div className="grid gap-0.5">
        <p id={ids.hint} className="text-sm text-muted">
          {t('birthdate.hint', { pattern: format.pattern })}
        </p>
        {/* Always in the page, so a screen reader hears each change (a live region added with its text is not). */}
        <p
          id={ids.note}
          aria-live="polite"
          className={cn('text-sm', note?.kind === 'date' ? 'font-medium text-text' : 'text-muted')}
        >
          {note?.text}
        </p>
      </div>
      {error && (
        <p id={ids.error} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * When the language changes under a typed date, the text is rewritten in the new order: "03/05/1990" typed
 * in English (March 5) becomes "05/03/1990" in Spanish, never read there as 3 May.
 */
function useSameDateAcrossLanguages(order: DateOrder, value: string, onChange: (text: string) => void) {
  const shown = useRef(order);
  useEffect(() => {
    const before = shown.current;
    // dateOrderOf keeps one object per language: a new object is a new order.
    if (before === order) return;
    shown.current = order;
    const typed = readTypedDate(value, before);
    if (typed.ok) onChange(writeTypedDate(typed.iso, order));
  }, [order, value, onChange]);
}
