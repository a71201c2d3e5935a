import { auth } from './auth';
import { home } from './home';
import { profile } from './profile';
import { shell } from './shell';

/** English: the product spec's wording, bundled in the first page's script (the fallback of every key). */
export const EN = { shell, auth, profile, home } as const;

/** Every catalog's shape: the English keys, each a string in its language. */
type Strings<T> = { readonly [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
export type Catalog = Strings<typeof EN>;
