/** JSON calls to the dealer server's /api, failing with the server's own message so callers can show it. */
export class ApiCallError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The server's code for the refusal, when it gives one (a staff sign-in link's `expired`, say). */
    readonly code: string | null = null,
  ) {
    super(message);
  }
}

export async function apiJson<T>(url: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, ...rest } = init;
  const response = await fetch(url, {
    credentials: 'same-origin',
    ...rest,
    ...(json !== undefined ? { body: JSON.stringify(json), headers: { 'content-type': 'application/json', ...rest.headers } } : {}),
  });
  if (response.status === 204) return undefined as T;
  const body = (await response.json().catch(() => null)) as ({ error?: string; code?: string } & T) | null;
  if (!response.ok) throw new ApiCallError(body?.error ?? `The server answered ${response.status}`, response.status, body?.code ?? null);
  return body as T;
}
