import { addEnglish } from '../../i18n/i18n';
import { cards } from '../../i18n/locales/en/cards';

// The cards area's English comes with its pages' chunks (this feature's parts import this), not with the first
// page's script. Each feature of the area has its own (features reach one another only through shared entries).
addEnglish({ cards });
