import { addEnglish } from '../../i18n/i18n';
import { journal } from '../../i18n/locales/en/journal';

// The journal's English comes with its page's chunk (its parts import this), not with the first page's script.
addEnglish({ journal });
