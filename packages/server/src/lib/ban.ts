/** The admin plugin's ban fields on a user row. */
export interface BanFields {
  banned?: boolean | null | undefined;
  banExpires?: Date | null | undefined;
}

/**
 * Whether better-auth's admin plugin would refuse this user at `now`: banned, with no end or an end not
 * yet passed. A ban whose end has passed is over (the plugin clears it at the next sign-in).
 */
export function isBanInForce({ banned, banExpires }: BanFields, now: Date): boolean {
  if (banned !== true) return false;
  return banExpires === null || banExpires === undefined || banExpires.getTime() >= now.getTime();
}
