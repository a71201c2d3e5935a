// Sign-in and access messages (docs/product.md §2 Login, §8), one home each: the server sends ACCESS_DENIED
// with its 403, and the web app shows the same words when its guard turns a visitor away.

export const ACCESS_DENIED = 'Access Denied: You do not have permission to view this page.';
export const ALREADY_LOGGED_IN = 'Already Logged In';
export const FILL_IN_ALL_FIELDS = 'Please fill in all fields';
export const SIGN_IN_FAILED = 'Error during sign in';
