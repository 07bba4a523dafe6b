/** This platform as it names itself to the systems it talks to: the ADF <provider>, webhooks' User-Agent, `--version`. */
import { readFileSync } from 'node:fs';

const { name, version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { name: string; version: string };

export const PLATFORM = { name, version } as const;
