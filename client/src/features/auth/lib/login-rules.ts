import type { LoginRequest } from '@contract/auth';

export type LoginFieldErrors = Partial<Record<keyof LoginRequest, string>>;
export type LoginCheck = { data: LoginRequest; errors?: never } | { errors: LoginFieldErrors };

// The contract's login rules come with the schema library, which the screen does not need to
// paint: they load when the form is first used.
const loadRules = () => import('@contract/auth').then((m) => m.loginRequestSchema);

export const prepareLoginRules = () => void loadRules();

/** The login request as the contract reads it, or the first message for each field. */
export async function checkLogin(values: { email: string; password: string }): Promise<LoginCheck> {
  const parsed = (await loadRules()).safeParse(values);
  if (parsed.success) return { data: parsed.data };
  const errors: LoginFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof LoginRequest;
    errors[field] ??= issue.message;
  }
  return { errors };
}
