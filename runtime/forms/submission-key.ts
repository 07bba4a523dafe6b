/**
 * The Idempotency-Key a submission carries. Sending the same body to the same endpoint again (the shopper
 * pressing submit after a lost answer) reuses the key, so the server stores the lead once; a changed body is a
 * new submission with a new key.
 */
export type SubmissionKeys = (url: string, body: unknown) => string;

/** `newKey` makes a fresh random id; the keys are kept per endpoint, for its last body. */
export function submissionKeys(newKey: () => string): SubmissionKeys {
  const last = new Map<string, { body: string; key: string }>();
  return (url, body) => {
    const sent = JSON.stringify(body);
    const previous = last.get(url);
    if (previous?.body === sent) return previous.key;
    const key = newKey();
    last.set(url, { body: sent, key });
    return key;
  };
}
