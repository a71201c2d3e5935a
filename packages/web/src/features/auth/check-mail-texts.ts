import { addEnglish } from '../../i18n/i18n';
import { checkMail } from '../../i18n/locales/en/check-mail';

// The login page's chunk brings these (check-your-mail.tsx imports this file); other languages have them in
// their auth area. A deep merge into English's auth area.
addEnglish({ auth: { signUp: { checkMail } } } as never);
