import { type ShareReadingType, shareImagePath } from '@cardology/contract/share';
import { todayIso } from '../../lib/dates';

/** What a share picture shows: today's card, or one reading at the step the page is on. */
export type ShareTarget =
  | { kind: 'todays-card' }
  | { kind: 'reading'; type: ShareReadingType; age?: number | undefined; dateOffset?: number | undefined };

/** The reading pages' id of the signed-in user ('self') is the share API's 'me'; connections keep their id. */
function sharePersonParam(personId: string): string {
  return personId === 'self' ? 'me' : personId;
}

/**
 * The image's URL. Only the person's id, the step and the reading type travel: the server reads the
 * birthdate itself, so nothing personal ends up in a URL, a log or a history.
 */
export function shareImageUrl(target: ShareTarget, personId: string, includeName: boolean): string {
  // The reader's date: an image URL is loaded without the app's Reader-Date header.
  const common = { person: sharePersonParam(personId), name: includeName ? 1 : 0, date: todayIso() };
  if (target.kind === 'todays-card') return shareImagePath('todays-card', common);
  return shareImagePath('reading', {
    type: target.type,
    ...common,
    age: target.age,
    date_offset: target.dateOffset,
  });
}

export function shareFileName(target: ShareTarget): string {
  return `cardology-${target.kind === 'todays-card' ? 'todays-card' : target.type}.png`;
}
