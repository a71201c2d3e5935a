import { addEnglish } from '../../i18n/i18n';
import { people } from '../../i18n/locales/en/people';

// The people drawer's English comes with its chunk (its parts import this), not with the first page's script.
addEnglish({ people });
