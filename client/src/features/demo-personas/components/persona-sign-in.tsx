import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { ExclamationTriangleFill, PersonBadge } from 'react-bootstrap-icons';
import { paths } from '@/config/paths';
import { login } from '@/api/auth/login';
import { useVerifyMfa } from '@/api/auth/verify-mfa';
import { getSandboxInfo } from '@/api/sandbox/get-sandbox-info';
import { outboxMark, readMfaCode } from '@/api/sandbox/read-mfa-code';
import { saveCompanyDetails } from '@/lib/company-details';
import { withPrefix } from '@/api/api-error';

type Step = 'finding' | 'signing-in' | 'reading-code' | 'verifying';

const STEP_TEXT: Record<Step, string> = {
  finding: 'Finding the demo persona...',
  'signing-in': 'Signing in...',
  'reading-code': 'Reading the verification code from the sandbox outbox...',
  verifying: 'Verifying the code...',
};

export const PERSONA_UNAVAILABLE =
  'Demo personas exist only in a sandbox started with SANDBOX_DEMO=1, and this one is not among them';

type PersonaSignInProps = {
  email: string;
  /** A new session is starting: whatever the last one left behind can go. */
  onSignedIn?: () => void;
};

/**
 * One-click sign-in as a demo persona (`/login?persona=email`): the sandbox names the persona's
 * password, the portal signs in, reads the MFA code from the sandbox outbox as the person would
 * from their inbox, and verifies it. Every step is the real flow; against the real provider there
 * is no sandbox info, so this only explains itself and offers the form.
 */
export function PersonaSignIn({ email, onSignedIn }: PersonaSignInProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const verify = useVerifyMfa();
  const [step, setStep] = useState<Step>('finding');
  const [error, setError] = useState<unknown>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return; // one sign-in, even when effects run twice
    started.current = true;
    void (async () => {
      try {
        const info = await getSandboxInfo();
        const persona = info?.personas.find((p) => p.email.toLowerCase() === email.toLowerCase());
        if (!persona) throw new Error(PERSONA_UNAVAILABLE);
        setStep('signing-in');
        const mark = await outboxMark(persona.email);
        const user = await login({ email: persona.email, password: persona.password });
        onSignedIn?.();
        saveCompanyDetails(user);
        setStep('reading-code');
        const code = await readMfaCode(persona.email, mark);
        setStep('verifying');
        const { reset } = await verify.mutateAsync({ code });
        await queryClient.invalidateQueries({ queryKey: ['sandbox'] });
        if (reset?.shouldResetPassword && reset.resetKey) {
          navigate(paths.resetPassword(), { state: { id: reset.id, resetKey: reset.resetKey } });
        } else navigate(paths.dashboard(), { replace: true });
      } catch (failure) {
        setError(failure);
      }
    })();
  }, [email, navigate, onSignedIn, queryClient, verify]);

  return (
    <div className="persona-sign-in" aria-live="polite">
      <div className="auth-icon" aria-hidden="true">
        <PersonBadge aria-hidden="true" />
      </div>
      <h1 className="auth-title text-center">Demo sign-in</h1>
      <p className="text-secondary text-center mb-4">
        Signing in as <strong className="text-body">{email}</strong>
      </p>
      {error ? (
        <>
          <div className="alert alert-danger auth-error py-2 px-3" role="alert">
            <ExclamationTriangleFill className="me-2" aria-hidden="true" />
            {withPrefix('Demo sign-in failed', error)}
          </div>
          <Link to={paths.login()} className="btn btn-outline-primary w-100">
            Sign in with a password
          </Link>
        </>
      ) : (
        <div className="auth-loading" role="status">
          <span className="spinner-border text-primary" aria-hidden="true" />
          <span>{STEP_TEXT[step]}</span>
        </div>
      )}
    </div>
  );
}
