import type { Catalog } from '../en';
import { auth } from './auth';
import { home } from './home';
import { profile } from './profile';
import { shell } from './shell';

/** Brazilian Portuguese ("você"); vocabulary in docs/glossary-pt-BR.md. Loaded on demand. */
export const CATALOG: Catalog = { shell, auth, profile, home };
