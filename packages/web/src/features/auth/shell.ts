// What the app's shell runs of the auth feature, in the first page's script (decision 051): it names
// no words and no page's parts, so importing it adds nothing to the first page but these modules.

export { TimeZoneSync } from './components/time-zone-sync';
export { loginState, readLoginState } from './login-state';
export { forgetEndedSession } from './session-ended';
export { SIGN_UP_MODE, SIGN_UP_PATH } from './sign-up-path';
export { useLogout } from './use-logout';
