import { i18n } from '../../i18n/i18n';
import { SUPPORT_EMAIL } from '../../lib/support';
import '../../features/assistant/texts';

/** A mailto: link drafting a polite premium-access request in the reader's language, naming the account when known. */
export function premiumRequestMailto(email: string | null): string {
  const account = email ? ` (${email})` : '';
  const subject = i18n.t('assistant.premium.mailSubject');
  const body = i18n.t('assistant.premium.mailBody', { account });
  return `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
