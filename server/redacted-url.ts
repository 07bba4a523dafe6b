/** A database or SMTP URL as it may be shown: its password is a secret, and messages and logs travel. */
export function redactedUrl(secretUrl: string): string {
  let url: URL;
  try {
    url = new URL(secretUrl);
  } catch {
    // Not a URL, so there is no telling which part is the password: show none of it.
    return '(a URL that is not a URL)';
  }
  if (url.password) url.password = '***';
  // pg also takes the password as a query parameter.
  if (url.searchParams.has('password')) url.searchParams.set('password', '***');
  return url.toString();
}
