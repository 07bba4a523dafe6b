import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Command, CommanderError } from 'commander';
import { registerBuild } from './commands/build.ts';
import { registerDb } from './commands/db.ts';
import { registerDev } from './commands/dev.ts';
import { registerGenerate } from './commands/generate.ts';
import { registerLeads } from './commands/leads.ts';
import { registerList } from './commands/list.ts';
import { registerNew } from './commands/new.ts';
import { registerSchema } from './commands/schema.ts';
import { registerServe } from './commands/serve.ts';
import { registerStart } from './commands/start.ts';
import { registerStaff } from './commands/staff.ts';
import { registerStockCommands } from './commands/stock.ts';
import { registerValidate } from './commands/validate.ts';
import { sayError } from './lib/output.ts';
import { UserError } from './lib/problems.ts';
import { PACKAGE_ROOT } from './lib/workspace.ts';

const { version } = JSON.parse(readFileSync(join(PACKAGE_ROOT, 'package.json'), 'utf8')) as { version: string };

const program = new Command('dealer-gen')
  .description('Validate dealership configs, generate their React sites, build and serve them')
  .version(version)
  .showHelpAfterError('(run dealer-gen --help for usage)')
  .exitOverride();

for (const register of [
  registerNew,
  registerValidate,
  registerGenerate,
  registerBuild,
  registerDev,
  registerServe,
  registerList,
  registerSchema,
  registerStart,
  registerStockCommands,
  registerLeads,
  registerDb,
  registerStaff,
])
  register(program);

try {
  await program.parseAsync(process.argv);
} catch (error) {
  if (error instanceof CommanderError) {
    process.exitCode = error.exitCode;
  } else {
    sayError(error);
    // 1: a problem in the input, listed with what to do; 2: dealer-gen itself (or the system under it) failed.
    process.exitCode = error instanceof UserError ? 1 : 2;
  }
}
