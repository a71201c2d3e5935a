import { addEnglish } from '../../i18n/i18n';
import { assistant } from '../../i18n/locales/en/assistant';

// The share words are in the assistant catalog area; its English comes with the chunks that show them (a feature
// may not import another's texts module, so this one adds the same area: adding it twice changes nothing).
addEnglish({ assistant });
