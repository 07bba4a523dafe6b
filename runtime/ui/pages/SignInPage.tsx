import { useNavigate, useSearchParams } from '@dealer/ui/router';
import { SignInForm } from '../account/SignInForm';
import { safeSitePath } from '../account/safe-path';
import { signOut, useUser } from '../account/useUser';
import { usePageTitle } from '../routing';

/** /sign-in?type=watchlist&redirect={path}&back={path}: sign in by phone, then go on to `redirect`. */
export default function SignInPage() {
  usePageTitle('Sign in');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { status, user } = useUser();
  const redirect = safeSitePath(params.get('redirect'));
  const back = safeSitePath(params.get('back'), redirect);
  const why = params.get('type') === 'watchlist' ? 'Sign in to save cars to your watchlist.' : 'Sign in to continue.';
  return (
    <section className="page page--sign-in">
      <h1>Sign in</h1>
      {status === 'signed-in' && user ? (
        <p>
          You're signed in as {user.phone}. <a href={redirect}>Continue</a> or{' '}
          <button type="button" className="sign-in-form__link" onClick={() => void signOut()}>
            sign out
          </button>
          .
        </p>
      ) : (
        <>
          <p>{why}</p>
          <SignInForm onSignedIn={() => navigate(redirect, { replace: true })} />
        </>
      )}
      <p>
        <a href={back}>Back</a>
      </p>
    </section>
  );
}
