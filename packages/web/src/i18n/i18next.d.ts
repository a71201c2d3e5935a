import 'i18next';
import type { English } from './locales/en';

// Typed keys: t('shell.menu.hom') is a compile error, not a blank on screen.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: English };
  }
}
