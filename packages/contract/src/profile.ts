// The profile form's messages (docs/product.md §5, Profile): PATCH /api/me answers with them and the form
// shows them before sending. The account name (sign-up, update-user) shares PROFILE_NAME_REQUIRED.
import { AGE_MAX, AGE_MIN } from './limits.js';

export const PROFILE_NAME_REQUIRED = 'Please enter your name';
export const PROFILE_BIRTHDATE_REQUIRED = 'Please enter your birthdate';
export const PROFILE_BIRTHDATE_INVALID = 'Please enter a valid birthdate in MM/DD/YYYY format';
export const PROFILE_AGE_INVALID = `Please enter an age between ${AGE_MIN} and ${AGE_MAX}`;
