import { useId, useState, type FormEvent } from 'react';
import { apiJson } from './api';
import { setSignedIn, type SiteUser } from './useUser';
import './account.css';

type Step = { kind: 'phone' } | { kind: 'code'; phone: string };

/** Phone, then the 6-digit code we text to it. Calls `onSignedIn` once the session cookie is set. */
export function SignInForm({ onSignedIn }: { onSignedIn: (user: SiteUser) => void }) {
  const [step, setStep] = useState<Step>({ kind: 'phone' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const phoneId = useId();
  const codeId = useId();

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    if (step.kind === 'phone') {
      const phone = String(form.get('phone') ?? '');
      void run(async () => {
        await apiJson('/api/session/code', { method: 'POST', json: { phone } });
        setStep({ kind: 'code', phone });
      });
    } else {
      void run(async () => {
        const { user } = await apiJson<{ user: SiteUser }>('/api/session', {
          method: 'POST',
          json: { phone: step.phone, code: String(form.get('code') ?? '') },
        });
        setSignedIn(user);
        onSignedIn(user);
      });
    }
  };

  return (
    <form className="sign-in-form" onSubmit={submit} aria-busy={busy}>
      {step.kind === 'phone' ? (
        <>
          <label htmlFor={phoneId}>Mobile number</label>
          <input id={phoneId} name="phone" type="tel" inputMode="tel" autoComplete="tel" required placeholder="0412 345 678" />
          <p className="sign-in-form__hint">We'll text you a 6-digit code to sign in.</p>
        </>
      ) : (
        <>
          <label htmlFor={codeId}>Code sent to {step.phone}</label>
          <input id={codeId} name="code" inputMode="numeric" autoComplete="one-time-code" pattern="\d{6}" maxLength={6} required autoFocus />
          <button type="button" className="sign-in-form__link" onClick={() => setStep({ kind: 'phone' })}>
            Use another number
          </button>
        </>
      )}
      {error && (
        <p className="sign-in-form__error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button" disabled={busy}>
        {step.kind === 'phone' ? 'Send code' : 'Sign in'}
      </button>
    </form>
  );
}
