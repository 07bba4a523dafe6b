import type { Command } from 'commander';

export function registerDev(program: Command): void {
  void program;
}
