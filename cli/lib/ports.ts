import { PROBLEMS } from './problem-catalogue.ts';
import { UserError } from './problems.ts';

export function parsePortOrDefault(value: string | undefined, fallback = 4000): number {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new UserError(PROBLEMS.NotAPort(value));
  return port;
}
