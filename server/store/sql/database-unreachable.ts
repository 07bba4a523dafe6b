import { redactedUrl } from '../../redacted-url.ts';

/** The PostgreSQL database a server was given did not answer as it started; `where` is its URL without the password. */
export class DatabaseUnreachableError extends Error {
  readonly where: string;

  constructor(databaseUrl: string, options: { cause: unknown }) {
    const where = redactedUrl(databaseUrl);
    super(`Cannot reach the PostgreSQL database at ${where}`, options);
    this.name = 'DatabaseUnreachableError';
    this.where = where;
  }
}
