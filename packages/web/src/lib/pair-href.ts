import { ME } from '@cardology/contract/in-your-cards';

/**
 * The "side by side" page of two profiles, each ME or a saved person's id. Here, not in a feature,
 * because the people list and the in-your-cards lists both link to it.
 */
const pairHref = (a: string, b: string): string => `/pairs?${new URLSearchParams({ a, b })}`;

/** The user set beside one of their people. */
export const pairWithMeHref = (personId: string): string => pairHref(ME, personId);
