/**
 * `dealer-gen new` at a real terminal: the binary runs in a detached tmux session of a fixed size, keys are typed with
 * send-keys and the screen is read with capture-pane. A private tmux socket keeps these sessions apart from any other.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PACKAGE_ROOT } from '../lib/workspace.ts';
import { testProject, type TestProject } from '../test-project.ts';

const TMUX = '/usr/bin/tmux';
const SOCKET = `dealer-gen-new-test-${process.pid}`;
const WAIT_MS = 15_000;

const tmux = (...args: string[]) => execFileSync(TMUX, ['-L', SOCKET, ...args], { encoding: 'utf8' });
const quote = (value: string) => `'${value.replaceAll("'", `'\\''`)}'`;

let project: TestProject | undefined;

afterEach(() => {
  try {
    tmux('kill-server');
  } catch {
    // The session had already ended.
  }
  project?.remove();
  project = undefined;
});

/** Runs `dealer-gen new …` in a terminal, as a person would (no CI variable), keeping the screen after it exits. */
function startNew(args: string[]): TestProject {
  project = testProject();
  const dir = project.dir;
  const command = [process.execPath, join(PACKAGE_ROOT, 'bin', 'dealer-gen.js'), 'new', ...args].map(quote).join(' ');
  const script = `cd ${quote(dir)} && env -u CI NO_COLOR=1 DEALER_GEN_ROOT=${quote(dir)} ${command}; echo $? > ${quote(join(dir, 'exit-code'))}; sleep 60`;
  tmux('new-session', '-d', '-s', 'new', '-x', '100', '-y', '30', script);
  return project;
}

const screen = () => tmux('capture-pane', '-p', '-t', 'new');

async function until<T>(what: string, probe: () => T | undefined): Promise<T> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Waited ${WAIT_MS} ms for ${what}; the screen shows:\n${screen()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const screenShows = (text: string) => until(`"${text}"`, () => (screen().includes(text) ? true : undefined));
const exitCode = (p: TestProject) =>
  until('dealer-gen to exit', () => (existsSync(join(p.dir, 'exit-code')) ? Number(readFileSync(join(p.dir, 'exit-code'), 'utf8')) : undefined));
const type = (...keys: string[]) => tmux('send-keys', '-t', 'new', ...keys);

describe('dealer-gen new in a terminal', () => {
  it('asks again for a phone number the schema refuses, then takes a good one', { timeout: 60_000 }, async () => {
    // Every other question is answered by a flag, so the phone is the one asked.
    const p = startNew([
      'yarra-motors',
      '--name',
      'Yarra Motors',
      '--template',
      'group',
      '--manufacturer',
      '',
      '--location-name',
      'Yarra Motors',
      '--street',
      '1 Swan Street',
      '--city',
      'Richmond',
      '--state',
      'vic',
      '--postcode',
      '3121',
      '--finance-provider',
      'none',
      '--features',
      'reviews',
    ]);
    await screenShows('? Phone number');
    type('C-u', 'call me', 'Enter');
    await screenShows('> Must be a phone number like 07 3123 4567 or +61731234567');
    expect(existsSync(join(p.dir, 'tenants/yarra-motors.json'))).toBe(false);
    type('C-u', '03 9000 1000', 'Enter');
    expect(await exitCode(p)).toBe(0);
    expect(screen()).toContain('✔ Phone number 03 9000 1000');
    expect(screen()).toContain('✔ wrote tenants/yarra-motors.json');
    const tenant = p.tenant('yarra-motors') as { phones: { main: string }; timeZone: string };
    expect(tenant.phones.main).toBe('03 9000 1000');
    expect(tenant.timeZone).toBe('Australia/Melbourne');
  });

  it('exits 130 on Ctrl-C, quietly and writing nothing', { timeout: 60_000 }, async () => {
    const p = startNew(['quiet-cars']);
    await screenShows('? Dealer name (Quiet Cars)');
    type('Enter');
    await screenShows('? Manufacturer');
    type('C-c');
    expect(await exitCode(p)).toBe(130);
    expect(screen()).not.toMatch(/Error|✖|\bat .*\.ts:\d+/);
    expect(readdirSync(join(p.dir, 'tenants'))).toEqual([]);
    expect(existsSync(join(p.dir, 'generated'))).toBe(false);
  });
});
