/** docs/product.md §9: the login page shows a skeleton this long before the form. */
export const LOGIN_SKELETON_MS = 1000;
/** docs/product.md §9: after a successful login, wait this long (the toast is read) before navigating. */
export const LOGIN_REDIRECT_MS = 500;
/** How long the ALREADY_LOGGED_IN heading stays readable before the redirect home. */
export const ALREADY_LOGGED_IN_REDIRECT_MS = 1500;
