import type { Command } from 'commander';

export function registerStart(program: Command): void {
  void program;
}
