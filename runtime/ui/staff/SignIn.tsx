/**
 * /staff/sign-in: a member asks for a sign-in link by e-mail; the link brings them back here with `?token=`, which
 * is sent once (it works once) and taken out of the address. A refused link says why, in the contract's words,
 * above the form to ask for another.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from '@dealer/ui/router';
import { STAFF_LINK_ERRORS, STAFF_LINK_MINUTES, STAFF_SIGN_IN_PATH, type StaffLinkError, type StaffMember } from '@dealer/site/staff-api';
import { usePageTitle } from '../routing';
import { requestSignInLink, signIn } from './api';
import { ApiCallError } from '../account/api';
import { afterSignIn, StaffShell } from './StaffFrame';
import { StatusLine } from './StatusLine';

export const SIGN_IN_TEXTS = {
  title: 'Staff sign-in',
  signingIn: 'Signing you in…',
  sent: (email: string) =>
    `If ${email} belongs to a member of staff, a sign-in link is on its way to it. The link works once, for ${STAFF_LINK_MINUTES} minutes.`,
  failed: "We couldn't sign you in just now. Please try the link again in a moment.",
} as const;

/** The message for a refused link: the server's code names one of the contract's messages. */
export function refusalMessage(error: unknown): string {
  if (error instanceof ApiCallError && error.status === 400) return STAFF_LINK_ERRORS[(error.code ?? 'invalid') as StaffLinkError] ?? STAFF_LINK_ERRORS.invalid;
  return SIGN_IN_TEXTS.failed;
}

// A link works once: the page sends each token once, however often React runs the effect that sends it.
const sent = new Map<string, Promise<StaffMember>>();
const signInOnce = (token: string) => sent.get(token) ?? sent.set(token, signIn(token)).get(token)!;

export default function SignIn() {
  usePageTitle(SIGN_IN_TEXTS.title);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = params.get('next');
  // Read once, from the address the page opened at: the address loses it at once.
  const [token] = useState(() => params.get('token'));
  const [refusal, setRefusal] = useState<string | null>(null);

  useEffect(() => {
    if (!token) return;
    // Out of the address (and its history entry) before anything else can read it.
    navigate(next ? `${STAFF_SIGN_IN_PATH}?${new URLSearchParams({ next })}` : STAFF_SIGN_IN_PATH, { replace: true });
    let live = true;
    signInOnce(token).then(
      () => live && navigate(afterSignIn(next), { replace: true }),
      (error: unknown) => live && setRefusal(refusalMessage(error)),
    );
    return () => {
      live = false;
    };
  }, [token, next, navigate]);

  return (
    <StaffShell>
      <section className="staff-page staff-sign-in" aria-labelledby="staff-sign-in-title">
        <h1 id="staff-sign-in-title">{SIGN_IN_TEXTS.title}</h1>
        {token && refusal === null ? <StatusLine>{SIGN_IN_TEXTS.signingIn}</StatusLine> : <LinkRequest refusal={refusal} />}
      </section>
    </StaffShell>
  );
}

/** The form that e-mails a sign-in link, under why the last link was refused if it was. */
export function LinkRequest({ refusal }: { refusal: string | null }) {
  const [email, setEmail] = useState('');
  const [state, setState] = useState<{ status: 'idle' | 'sending' } | { status: 'sent'; email: string } | { status: 'failed'; message: string }>({
    status: 'idle',
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Not a disabled button while it is sent: focus would leave it.
    if (state.status === 'sending') return;
    const address = email.trim();
    setState({ status: 'sending' });
    requestSignInLink(address).then(
      () => setState({ status: 'sent', email: address }),
      (error: unknown) => setState({ status: 'failed', message: error instanceof ApiCallError ? error.message : SIGN_IN_TEXTS.failed }),
    );
  };
  return (
    <>
      {refusal && <StatusLine error>{refusal}</StatusLine>}
      <form className="staff-form" onSubmit={submit}>
        <p className="staff-field">
          <label htmlFor="staff-sign-in-email">Your work e-mail</label>
          <input id="staff-sign-in-email" type="email" autoComplete="email" required value={email} onChange={(event) => setEmail(event.target.value)} />
        </p>
        <button type="submit" className="button">
          E-mail me a sign-in link
        </button>
      </form>
      {state.status === 'sent' && <StatusLine>{SIGN_IN_TEXTS.sent(state.email)}</StatusLine>}
      {state.status === 'failed' && <StatusLine error>{state.message}</StatusLine>}
    </>
  );
}
