/** A redirect target from the URL, kept on this site: only a path ("/cars/x"), never "//host" or "https://…". */
export function safeSitePath(value: string | null | undefined, fallback = '/'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value;
}
