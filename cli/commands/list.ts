import type { Command } from 'commander';

export function registerList(program: Command): void {
  void program;
}
