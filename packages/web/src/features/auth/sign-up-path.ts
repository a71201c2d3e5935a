/** The login page opened on its sign-up form (pages/login reads `mode`), for links that offer an account. */
export const SIGN_UP_MODE = 'sign-up';
export const SIGN_UP_PATH = `/login?mode=${SIGN_UP_MODE}`;
