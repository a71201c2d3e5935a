import type { Catalog } from '../en';
import { auth } from './auth';
import { home } from './home';
import { profile } from './profile';
import { shell } from './shell';

/** Spanish (neutral, "tú"); vocabulary in docs/glossary-es.md. Loaded on demand. */
export const CATALOG: Catalog = { shell, auth, profile, home };
