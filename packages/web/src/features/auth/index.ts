// The auth feature's entry for pages: what they compose, in each page's own chunk (decision 051).

export { useUpdateProfile } from './api/update-profile';
export { ChangePasswordForm } from './components/change-password-form';
export { ForgotPasswordForm } from './components/forgot-password-form';
export { ResetPasswordForm } from './components/reset-password-form';
export { SignInForm } from './components/sign-in-form';
export { SignUpForm } from './components/sign-up-form';
export { TimeZoneSection } from './components/time-zone-section';
export { YourDataSection } from './components/your-data-section';
export { loginSkeletonDelay } from './login-skeleton-delay';
export {
  computedAge,
  draftFrom,
  type ProfileDraft,
  type ProfileErrors,
  validateProfile,
} from './profile-form';
export { ALREADY_LOGGED_IN_REDIRECT_MS } from './timing';
