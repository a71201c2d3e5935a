/**
 * The browser's IANA zone and when to report it to the profile (docs/decisions/036-the-readers-today.md).
 * The profile's zone gives "today" to what runs without a browser: reminders, the calendar feed, e-mails.
 */

/** localStorage key: the zone this browser detected last, to tell a move from a zone chosen by hand. */
export const LAST_DETECTED_ZONE_KEY = 'cardology.detected-time-zone';

/** The zone the browser runs in ('Pacific/Auckland'), or null when it does not say. */
export function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

/**
 * The zone to store on the profile now, or null to leave it: when the profile has none yet (a new account),
 * or when this browser's zone is not the one it detected last (the device moved, or this is a new device)
 * and differs from the profile's. A zone the reader chose by hand on /profile stays until the device moves.
 */
export function zoneToReport(
  profileZone: string | null,
  detected: string | null,
  lastDetected: string | null,
): string | null {
  if (detected === null) return null;
  if (profileZone === null) return detected;
  if (detected === profileZone || detected === lastDetected) return null;
  return detected;
}

export function readLastDetectedZone(): string | null {
  try {
    return window.localStorage.getItem(LAST_DETECTED_ZONE_KEY);
  } catch {
    return null;
  }
}

export function rememberDetectedZone(zone: string): void {
  try {
    window.localStorage.setItem(LAST_DETECTED_ZONE_KEY, zone);
  } catch {
    // Storage refused (private mode, quota): the zone is then reported again on the next start, which is harmless.
  }
}

/** Every IANA zone the browser knows, for the profile's select; the browser's own is first-class either way. */
export function knownTimeZones(): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return zones.includes('UTC') ? zones : [...zones, 'UTC'];
}
