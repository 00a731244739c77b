// The auth area's public surface; the auth routes put each screen in the auth card.
export { LoginForm } from './components/login-form';
export { MfaForm } from './components/mfa-form';
export { MfaGate } from './components/mfa-gate';
export { LogoutStatus } from './components/logout-status';
export { ForgotPasswordForm } from './components/forgot-password-form';
export { ResetPasswordScreen } from './components/reset-password-form';
export { ConfirmNewUserScreen } from './components/confirm-new-user-form';
