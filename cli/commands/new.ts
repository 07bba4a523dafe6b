import type { Command } from 'commander';

export function registerNew(program: Command): void {
  void program;
}
