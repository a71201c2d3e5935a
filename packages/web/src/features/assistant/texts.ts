import { addEnglish } from '../../i18n/i18n';
import { assistant } from '../../i18n/locales/en/assistant';

// This area's English comes with its pages' chunks (their parts import this), not with the first page's script.
addEnglish({ assistant });
