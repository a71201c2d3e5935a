import { addEnglish } from '../../i18n/i18n';
import { birthdate } from '../../i18n/locales/en/birthdate';

// The birthdate field's English comes with the pages and drawers that show it, not with the first page's script.
addEnglish({ birthdate });
