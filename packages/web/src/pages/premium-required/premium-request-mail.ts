import { SUPPORT_EMAIL } from '../../lib/support';

const SUBJECT = 'Premium Access Request';

/** A mailto: link drafting a polite premium-access request, naming the account when known. */
export function premiumRequestMailto(email: string | null): string {
  const account = email ? ` (${email})` : '';
  const body = [
    'Hello Cardology team,',
    '',
    `I would like to request premium access for my Cardology account${account}.`,
    'If my account should already have premium access, could you please check and fix it?',
    '',
    'Thank you!',
  ].join('\n');
  return `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(SUBJECT)}&body=${encodeURIComponent(body)}`;
}
