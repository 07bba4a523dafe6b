import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { STAFF_LINK_ERRORS } from '@dealer/site/staff-api';
import { ApiCallError } from '../account/api';
import { LinkRequest, refusalMessage, SIGN_IN_TEXTS } from './SignIn';

describe('the staff sign-in page', () => {
  it('says why a link was refused in the contract’s words', () => {
    for (const code of ['expired', 'used', 'invalid'] as const)
      expect(refusalMessage(new ApiCallError('whatever the server said', 400, code))).toBe(STAFF_LINK_ERRORS[code]);
    expect(refusalMessage(new ApiCallError('Bad', 400, null))).toBe(STAFF_LINK_ERRORS.invalid);
    expect(refusalMessage(new ApiCallError('Bad', 400, 'unheard-of'))).toBe(STAFF_LINK_ERRORS.invalid);
    expect(refusalMessage(new ApiCallError('Busy', 503))).toBe(SIGN_IN_TEXTS.failed);
    expect(refusalMessage(new TypeError('offline'))).toBe(SIGN_IN_TEXTS.failed);
  });

  it('shows the refusal as an alert above the form to ask for another link', () => {
    const html = renderToString(<LinkRequest refusal={STAFF_LINK_ERRORS.expired} />);
    expect(html.indexOf(`role="alert">${STAFF_LINK_ERRORS.expired}</p>`)).toBeGreaterThan(-1);
    expect(html.indexOf('role="alert"')).toBeLessThan(html.indexOf('<form'));
    expect(html).toContain('<label for="staff-sign-in-email">Your work e-mail</label>');
    expect(html).toMatch(/<input id="staff-sign-in-email" type="email" autoComplete="email" required=""/);
    expect(html).toContain('E-mail me a sign-in link</button>');
  });

  it('asks for a link without a refusal when none came', () => {
    expect(renderToString(<LinkRequest refusal={null} />)).not.toContain('role="alert"');
  });

  it('says a link is on its way without saying whether the address is staff', () => {
    expect(SIGN_IN_TEXTS.sent('jo@example.com')).toBe(
      'If jo@example.com belongs to a member of staff, a sign-in link is on its way to it. The link works once, for 15 minutes.',
    );
  });
});
