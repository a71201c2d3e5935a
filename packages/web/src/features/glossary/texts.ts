import { addEnglish } from '../../i18n/i18n';
import { cards } from '../../i18n/locales/en/cards';

// This area's English comes with its pages' chunks (their parts import this), not with the first page's script.
addEnglish({ cards });
