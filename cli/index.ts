import { Command, CommanderError } from 'commander';
import { registerBuild } from './commands/build.ts';
import { registerDev } from './commands/dev.ts';
import { registerGenerate } from './commands/generate.ts';
import { registerLeads } from './commands/leads.ts';
import { registerList } from './commands/list.ts';
import { registerNew } from './commands/new.ts';
import { registerSchema } from './commands/schema.ts';
import { registerServe } from './commands/serve.ts';
import { registerStart } from './commands/start.ts';
import { registerStockCommands } from './commands/stock.ts';
import { registerValidate } from './commands/validate.ts';
import { colour, say, sayProblems } from './lib/output.ts';
import { UserError } from './lib/problems.ts';

const program = new Command('dealer-gen')
  .description('Validate dealership configs, generate their React sites, build and serve them')
  .showHelpAfterError('(run dealer-gen --help for usage)')
  .exitOverride();

for (const register of [registerNew, registerValidate, registerGenerate, registerBuild, registerDev, registerServe, registerList, registerSchema, registerStart, registerStockCommands, registerLeads]) register(program);

try {
  await program.parseAsync(process.argv);
} catch (error) {
  if (error instanceof CommanderError) {
    process.exitCode = error.exitCode;
  } else if (error instanceof UserError) {
    say(`${colour.red('✖')} ${error.message}`);
    sayProblems(error.problems);
    process.exitCode = 1;
  } else {
    say(`${colour.red('✖')} dealer-gen failed: ${(error as Error).message}`);
    if (process.env.DEBUG) say((error as Error).stack);
    process.exitCode = 2;
  }
}
