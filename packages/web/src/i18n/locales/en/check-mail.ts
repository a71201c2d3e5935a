/**
 * What sign-up's "Check your mail" offers (auth.signUp.checkMail): English comes with the login page's chunk
 * (features/auth/check-mail-texts.ts), not in the first page's script, which had no room for it.
 */
export const checkMail = {
  resend: 'Send the mail again',
  resending: 'Sending...',
  resent: 'Sent again to {{email}}. It can take a few minutes; look in your spam folder too.',
  resendFailed: 'The mail could not be sent again. Wait a minute and try again.',
  changeAddress: 'Use a different address',
};
