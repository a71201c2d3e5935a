// The reader's time zone (docs/decisions/036-the-readers-today.md): an IANA zone name such as
// 'Pacific/Auckland', stored on the profile for what runs without a browser (reminders, the calendar
// feed, e-mails), and checked the same way by the server and by the profile form.
import { z } from 'zod';

export const TIME_ZONE_INVALID = 'Please choose a time zone from the list, such as Europe/London';

/** Longest IANA name today is 32 characters ('America/Argentina/ComodRivadavia'); room to spare. */
export const TIME_ZONE_MAX_LENGTH = 64;

/**
 * Names only ('Area/City', 'UTC', 'Etc/GMT+5'), never a raw offset such as '+05:00', which newer engines
 * accept too but which forgets daylight saving.
 */
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+\-/]*$/;

/** The canonical spelling Intl gives a real IANA zone ('asia/calcutta' → 'Asia/Calcutta'), or null for anything else. */
export function canonicalTimeZone(text: string): string | null {
  if (text.length === 0 || text.length > TIME_ZONE_MAX_LENGTH || !ZONE_NAME.test(text)) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: text }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** A time zone in a request: a real IANA zone, answered in its canonical spelling. */
export const timeZone = z.string({ error: 'TIME_ZONE_INVALID' }).transform((text, ctx): string => {
  const zone = canonicalTimeZone(text.trim());
  if (zone === null) {
    ctx.addIssue({ code: 'custom', message: 'TIME_ZONE_INVALID' });
    return z.NEVER;
  }
  return zone;
});
