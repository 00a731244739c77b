/** Fixed texts of the auth screens; tests look for them verbatim. */
export const FORGOT_PASSWORD_SENT_TEXT =
  "If an account with that email exists, you'll receive a password reset link shortly. Please check your inbox and spam folder.";

export const MISSING_TOKEN_MESSAGE =
  'You seem to be missing your Reset Token in your URL. Please try to open this reset link from your email again';
