/**
 * How long sessions last (docs/decisions/024-accounts.md): a session unused for SESSION_IDLE_S ends; one
 * in use is extended (better-auth's `updateAge`) at most once a day, so active people stay signed in;
 * and none outlives SESSION_MAX_AGE_DAYS from its sign-in, however active.
 */
export const SESSION_IDLE_S = 30 * 24 * 60 * 60;
export const SESSION_UPDATE_AGE_S = 24 * 60 * 60;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether a session created at `createdAt` has outlived the absolute cap at `now`. */
export function pastAbsoluteCap(createdAt: Date, now: Date, maxAgeDays: number): boolean {
  return now.getTime() - new Date(createdAt).getTime() >= maxAgeDays * DAY_MS;
}
