import type { Catalog } from '../en';
import { admin } from './admin';
import { assistant } from './assistant';
import { auth } from './auth';
import { birthdate } from './birthdate';
import { cards } from './cards';
import { home } from './home';
import { journal } from './journal';
import { people } from './people';
import { profile } from './profile';
import { readings } from './readings';
import { settings } from './settings';
import { shell } from './shell';

/** Spanish (neutral, "tú"); vocabulary in docs/glossary-es.md. Loaded on demand. */
export const CATALOG: Catalog = {
  shell,
  auth,
  profile,
  home,
  readings,
  people,
  settings,
  journal,
  assistant,
  cards,
  admin,
  birthdate,
};

/** The cards' and planets' names, from their one home in the engine (a few kB; the texts stay out). */
export { NAMES } from '@cardology/engine/texts/locales/es/names';
