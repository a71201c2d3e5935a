import type { PersonalDatum } from './personal-data';

/** One place the log names a person: what, and the line it is on. */
export type Leak = { what: string; line: number; excerpt: string };

/** An e-mail address anywhere: the log should hold none, recorded or not. */
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;

/** Every way a birthdate is written in the app: ISO 'YYYY-MM-DD' and US 'MM/DD/YYYY'. */
export function birthdateForms(value: string): string[] {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (iso) return [value, `${iso[2]}/${iso[3]}/${iso[1]}`];
  const us = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  if (us) return [value, `${us[3]}-${us[1]}-${us[2]}`];
  return [value];
}

/**
 * Where the server log names anyone or quotes a secret: each recorded name and e-mail (any case), each
 * recorded birthdate in either form, each recorded URL secret (feed, reset, confirmation and unsubscribe
 * tokens, audio signatures), and any
 * e-mail address at all. Names shorter than 4 characters are skipped (they would match inside ordinary
 * words).
 */
export function findLeaks(log: string, recorded: readonly PersonalDatum[]): Leak[] {
  const needles = new Set<string>();
  for (const { kind, value } of recorded) {
    if (kind === 'birthdate') for (const form of birthdateForms(value)) needles.add(form);
    else if (value.trim().length >= 4) needles.add(value.trim().toLowerCase());
  }
  const leaks: Leak[] = [];
  log.split('\n').forEach((text, index) => {
    const lower = text.toLowerCase();
    const excerpt = text.length > 300 ? `${text.slice(0, 300)}…` : text;
    for (const needle of needles) {
      if (lower.includes(needle.toLowerCase())) leaks.push({ what: needle, line: index + 1, excerpt });
    }
    for (const match of text.matchAll(EMAIL)) {
      if (!needles.has(match[0].toLowerCase())) leaks.push({ what: match[0], line: index + 1, excerpt });
    }
  });
  return leaks;
}
