import { addEnglish } from '../../i18n/i18n';
import { admin } from '../../i18n/locales/en/admin';

// This area's English comes with its pages' chunks (their parts import this), not with the first page's script.
addEnglish({ admin });
