/** The admin plugin's ban fields on a user row. */
export interface BanFields {
  banned: boolean | null;
  banExpires: Date | null;
}

/**
 * Whether better-auth's admin plugin would refuse this user at `now`: banned, with no end or an end not
 * yet passed. A ban whose end has passed is over (the plugin clears it at the next sign-in).
 */
export function isBanInForce({ banned, banExpires }: BanFields, now: Date): boolean {
  if (banned !== true) return false;
  return banExpires === null || banExpires.getTime() >= now.getTime();
}
