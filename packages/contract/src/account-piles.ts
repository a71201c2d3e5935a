// What one account may pile up, and the words when it reaches a cap (docs/decisions/031-account-piles.md).
// Each cap keeps a request's cost bounded whatever one account stores: the calendar feed and "in your
// cards" read every saved person, so their cost grows with this number.

/** The most people one account may save: far past any real reader's list (issue 22 found 1,001 added in 2 s). */
export const PEOPLE_MAX = 500;

/** The answer to adding a person past PEOPLE_MAX, shown in the add form. */
export const PEOPLE_LIMIT_REACHED = `You can save up to ${PEOPLE_MAX} people. Remove someone to add another.`;

/** The answer (503) to a share picture asked while the server is already making many. */
export const SHARE_BUSY = 'Many pictures are being made right now. Please try again in a moment.';
