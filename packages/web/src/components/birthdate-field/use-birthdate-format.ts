import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n/i18n';
import {
  type DateOrder,
  dateInWords,
  dateOrderOf,
  datePattern,
  monthInWords,
  readTypedDate,
  type TypedDate,
  writeTypedDate,
} from '../../lib/birthdate-format';
import './texts';

/** What the birthdate field says under itself while the reader types: the date understood, or why it is none yet. */
type BirthdateNote = { kind: 'date' | 'problem'; text: string } | null;

/** The shown language's way with a birthdate: its order and pattern, reading, writing and its words. */
export interface BirthdateFormat {
  order: DateOrder;
  /** 'MM/DD/YYYY', 'DD/MM/AAAA': the placeholder, and the order named in the error. */
  pattern: string;
  read: (text: string) => TypedDate;
  /** An ISO date as this language types it ('1990-03-05' → '05/03/1990' in es). */
  write: (iso: string) => string;
  note: (text: string) => BirthdateNote;
  /** Said on saving text that is no date: the product spec's profile message with this language's pattern. */
  invalid: string;
}

/**
 * The shown language's birthdate format: the order and separator are Intl's for the language
 * (lib/birthdate-format dateOrderOf), the letters and words its catalog's `birthdate` area. Re-renders on a switch.
 */
export function useBirthdateFormat(): BirthdateFormat {
  const { t } = useTranslation();
  const language = currentLanguage();
  const order = dateOrderOf(language);
  const pattern = datePattern(order, {
    day: t('birthdate.letters.day'),
    month: t('birthdate.letters.month'),
    year: t('birthdate.letters.year'),
  });
  const read = (text: string) => readTypedDate(text, order);
  const note = (text: string): BirthdateNote => {
    const typed = read(text);
    if (typed.ok)
      return { kind: 'date', text: t('birthdate.readBack', { date: dateInWords(typed.iso, language) }) };
    switch (typed.problem) {
      case 'shortYear':
        return { kind: 'problem', text: t('birthdate.shortYear') };
      case 'noSuchMonth':
        return { kind: 'problem', text: t('birthdate.noSuchMonth', { month: typed.month }) };
      case 'noSuchDay':
        return {
          kind: 'problem',
          text: t('birthdate.noSuchDay', {
            day: typed.day,
            month: monthInWords(typed.year, typed.month, language),
          }),
        };
      case 'yearZero':
        return { kind: 'problem', text: t('birthdate.noYearZero') };
      default:
        // Nothing typed, or not yet three numbers: a reader still typing needs no remark.
        return null;
    }
  };
  return {
    order,
    pattern,
    read,
    write: (iso) => writeTypedDate(iso, order),
    note,
    invalid: t('birthdate.invalid', { pattern }),
  };
}
