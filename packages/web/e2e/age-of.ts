/** Whole years from an ISO birthdate to today (UTC), as the app counts an age. */
export function ageOf(iso: string): number {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const now = new Date();
  const birthdayPassed =
    now.getUTCMonth() + 1 > month || (now.getUTCMonth() + 1 === month && now.getUTCDate() >= day);
  return now.getUTCFullYear() - year - (birthdayPassed ? 0 : 1);
}
