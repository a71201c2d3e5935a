import { addEnglish } from '../../i18n/i18n';
import { readings } from '../../i18n/locales/en/readings';

// The reading pages' English comes with their chunk (each of their shared parts imports this), not with the
// first page's script of every route.
addEnglish({ readings });
