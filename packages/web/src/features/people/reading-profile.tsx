import {
  ageOn,
  type BirthdateProblem,
  birthdateProblem,
  parseBirthdate,
  toIsoDate,
} from '@cardology/engine/dates';
import { useQuery } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  use,
  useCallback,
  useEffect,
  useMemo,
  useSyncExternalStore,
} from 'react';
import { localDay } from '../../lib/dates';
import type { Me } from '../auth/api/get-me';
import { useSession } from '../auth/use-session';
import { type Connection, connectionsQuery } from './api/get-connections';

/**
 * The person whose cards the reading pages show (docs/product.md §3 "Reading profile": name, birthdate).
 * `id` is 'self' for the signed-in user, else the connection's id.
 */
export interface ReadingProfile {
  id: string;
  name: string;
  /** 'YYYY-MM-DD', or null when the person has no birthdate yet (the user before filling the profile). */
  birthdate: string | null;
}

/** The selected person with what the pages derive from it. */
export interface SelectedPerson extends ReadingProfile {
  /** Age today (the user's entered age wins for 'self', as on the profile); null without a birthdate. */
  age: number | null;
  isSelf: boolean;
}

interface ReadingProfileContextValue {
  /** null only while the session loads or when signed out. */
  person: SelectedPerson | null;
  select: (profile: ReadingProfile) => void;
  /** Back to the signed-in user (e.g. after the chosen connection is deleted). */
  selectSelf: () => void;
}

const ReadingProfileContext = createContext<ReadingProfileContextValue | null>(null);

const STORAGE_PREFIX = 'cardology.readingProfile.';
const storageKey = (userId: string) => `${STORAGE_PREFIX}${userId}`;

/**
 * Removes every remembered person from this browser. Called whenever nobody is signed in (a sign-out,
 * or a session that ended on its own, /api/me answering 401): the entry holds a person's name and
 * birthdate, which must not outlive the session on a shared device. Every account's entry goes, because
 * after an expired session the app no longer knows whose it was.
 */
function forgetReadingProfiles(storage: Storage = localStorage): void {
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter(
    (key): key is string => key?.startsWith(STORAGE_PREFIX) ?? false,
  );
  for (const key of keys) storage.removeItem(key);
}

/** The signed-in user as a reading profile; the profile stores MM/DD/YYYY, readings use ISO. */
export function selfProfile(me: Me): ReadingProfile {
  const parsed = me.birthdate ? parseBirthdate(me.birthdate) : null;
  return { id: 'self', name: me.name, birthdate: parsed?.ok ? toIsoDate(parsed.value) : null };
}

/** What the birthdate-to-age helper logs when a birthdate gives no age (docs/decisions/012-error-lines.md). */
export const BIRTHDATE_CONSOLE_MESSAGES: Record<BirthdateProblem, string> = {
  empty: 'Empty birthdate',
  components: 'Invalid date components',
  date: 'Invalid constructed date',
  format: 'Invalid format (expected MM/DD/YYYY or YYYY-MM-DD)',
};

/**
 * Age on the reader's today (the browser's date) from a birthdate in MM/DD/YYYY or YYYY-MM-DD. Null when there is none (the user
 * before filling the profile: nothing to report) or when it is unreadable, which is logged to the console
 * as docs/product.md asks: an empty text, invalid components, a date that does not exist, another format.
 */
export function ageToday(birthdate: string | null, now: number = Date.now()): number | null {
  if (birthdate === null) return null;
  const problem = birthdateProblem(birthdate);
  if (problem) {
    console.error(BIRTHDATE_CONSOLE_MESSAGES[problem]);
    return null;
  }
  const parsed = parseBirthdate(birthdate);
  return parsed.ok ? ageOn(parsed.value, localDay(now)) : null;
}

function readStored(userId: string): ReadingProfile | null {
  try {
    const raw = localStorage.getItem(storageKey(userId));
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<ReadingProfile>;
    if (typeof value.id !== 'string' || typeof value.name !== 'string') return null;
    return {
      id: value.id,
      name: value.name,
      birthdate: typeof value.birthdate === 'string' ? value.birthdate : null,
    };
  } catch {
    return null;
  }
}

/**
 * The person the reading pages show for `me`: the one chosen in this browser (remembered per account),
 * else the user themselves. Also used before React renders, to request the first page's reading early.
 */
export function selectedPerson(me: Me): SelectedPerson {
  const chosen = readStored(me.id);
  if (!chosen || chosen.id === 'self') {
    const self = selfProfile(me);
    return { ...self, age: me.age ?? ageToday(self.birthdate), isSelf: true };
  }
  return { ...chosen, age: ageToday(chosen.birthdate), isSelf: false };
}

// localStorage has no change event within one tab, so the provider keeps a tiny store to re-render on select.
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const notify = () => {
  for (const listener of listeners) listener();
};

/**
 * Holds the current reading profile. Until a person is chosen, the signed-in user (with their profile
 * birthdate) is selected; a chosen person is remembered per account in localStorage and survives a reload.
 */
export function ReadingProfileProvider({ children }: { children: ReactNode }) {
  const session = useSession();
  const me = session.user;
  const signedOut = session.status === 'signed-out';
  useEffect(() => {
    if (signedOut) forgetReadingProfiles();
  }, [signedOut]);
  const stored = useSyncExternalStore(
    subscribe,
    () => (me ? localStorage.getItem(storageKey(me.id)) : null),
    () => null,
  );

  // `stored` is read again inside selectedPerson; it is a dependency so that choosing someone re-renders.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  const person = useMemo<SelectedPerson | null>(() => (me ? selectedPerson(me) : null), [me, stored]);

  const select = useCallback(
    (profile: ReadingProfile) => {
      if (!me) return;
      localStorage.setItem(storageKey(me.id), JSON.stringify(profile));
      notify();
    },
    [me],
  );
  const selectSelf = useCallback(() => {
    if (!me) return;
    localStorage.removeItem(storageKey(me.id));
    notify();
  }, [me]);

  useSelectionFollowsEdits(person, select, me?.id ?? null);

  const value = useMemo(() => ({ person, select, selectSelf }), [person, select, selectSelf]);
  return <ReadingProfileContext value={value}>{children}</ReadingProfileContext>;
}

/** The saved person's row when its name or birthdate is not the remembered selection's any more, else null. */
export function correctedSelection(person: SelectedPerson | null, people: readonly Connection[] | undefined) {
  if (!person || person.isSelf || !people) return null;
  const saved = people.find((row) => row.id === person.id);
  if (!saved || (saved.name === person.name && saved.birthdate === person.birthdate)) return null;
  return saved;
}

/**
 * Keeps the chosen person's name and birthdate those of their saved row: when an edit (in the drawer, or
 * in another tab once this one loads the list) corrects them, the pages read the corrected person. Only
 * watches the people list already loaded: it never fetches it.
 */
function useSelectionFollowsEdits(
  person: SelectedPerson | null,
  select: (profile: ReadingProfile) => void,
  userId: string | null,
) {
  const people = useQuery({ ...connectionsQuery(userId ?? ''), enabled: false }).data;
  const corrected = userId ? correctedSelection(person, people) : null;
  useEffect(() => {
    if (corrected) select({ id: corrected.id, name: corrected.name, birthdate: corrected.birthdate });
  }, [corrected, select]);
}

export function useReadingProfile(): ReadingProfileContextValue {
  const value = use(ReadingProfileContext);
  if (!value) throw new Error('useReadingProfile must be used inside <ReadingProfileProvider>');
  return value;
}
