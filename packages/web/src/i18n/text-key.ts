import type { ParseKeys } from 'i18next';

/** A key of the web's catalogs, checked by the compiler (i18n/i18next.d.ts). */
export type TextKey = ParseKeys;
