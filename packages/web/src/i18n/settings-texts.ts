import { addEnglish } from './i18n';
import { settings } from './locales/en/settings';

// The profile sections' English (time zone, calendar, daily card, password) comes with the profile page's chunk,
// which each of those sections imports this into, not with the first page's script.
addEnglish({ settings });
