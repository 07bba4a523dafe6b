/**
 * The house rules fail on a planted violation: each layer's forbidden import, an import circle, React or the DOM in
 * a pure rule package, and unformatted code. Lint runs the repository's own config, as `npm run lint` does.
 */
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import * as prettier from 'prettier';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../', import.meta.url));
const eslint = new ESLint({ cwd: root, ignore: false });

async function ruleIds(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${path}` });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe('lint', () => {
  it.each([
    ['schema/planted.ts', "import { PACKAGE_ROOT } from '../cli/lib/workspace.ts';\nexport const x = PACKAGE_ROOT;\n"],
    ['schema/planted.ts', "import { formatCount } from '../runtime/site/numbers.ts';\nexport const x = formatCount;\n"],
    ['server/planted.ts', "import { PACKAGE_ROOT } from '../cli/lib/workspace.ts';\nexport const x = PACKAGE_ROOT;\n"],
    ['server/api/planted.test.ts', "import { PACKAGE_ROOT } from '../../cli/lib/workspace.ts';\nexport const x = PACKAGE_ROOT;\n"],
    ['runtime/ui/planted.ts', "import { createServer } from '../../server/app.ts';\nexport const x = createServer;\n"],
    ['runtime/site/planted.ts', "import { SearchBox } from '../ui/search/SearchBox.tsx';\nexport const x = SearchBox;\n"],
    ['generated/coastal-nissan/planted.ts', "import { PACKAGE_ROOT } from '../../cli/lib/workspace.ts';\nexport const x = PACKAGE_ROOT;\n"],
  ])('reports a forbidden import from %s', async (path, code) => {
    expect(await ruleIds(path, code)).toContain('import-x/no-restricted-paths');
  });

  it('lets a layer import the one below it', async () => {
    expect(await ruleIds('server/planted.ts', "import type { Tenant } from '../schema/tenant.ts';\nexport type X = Tenant;\n")).toEqual([]);
  });

  it('keeps React, the DOM and I/O out of the pure rule packages', async () => {
    expect(await ruleIds('runtime/finance/planted.ts', "import { useState } from 'react';\nexport const x = useState;\n")).toContain('no-restricted-imports');
    expect(await ruleIds('runtime/search/planted.ts', "import { readFileSync } from 'node:fs';\nexport const x = readFileSync;\n")).toContain(
      'no-restricted-imports',
    );
    expect(await ruleIds('runtime/site/planted.ts', 'export const width = (): number => window.innerWidth;\n')).toContain('no-restricted-globals');
  });

  it('reports an import circle', async () => {
    const [result] = await eslint.lintFiles([`${root}lint/fixtures/cycle-a.ts`]);
    expect(result?.messages.map((m) => m.ruleId)).toContain('import-x/no-cycle');
  });

  it("holds the React hooks' rules", async () => {
    const code = "import { useState } from 'react';\nexport function X({ on }: { on: boolean }) {\n  if (on) useState(0);\n  return null;\n}\n";
    expect(await ruleIds('runtime/ui/planted.tsx', code)).toContain('react-hooks/rules-of-hooks');
  });
});

describe('format', () => {
  it('fails code that is not as Prettier writes it, with the committed config', async () => {
    const options = { ...(await prettier.resolveConfig(`${root}server/planted.ts`, { editorconfig: false })), filepath: `${root}server/planted.ts` };
    expect(options.singleQuote).toBe(true);
    expect(await prettier.check('export const x = "a" ;\n', options)).toBe(false);
    expect(await prettier.check("export const x = 'a';\n", options)).toBe(true);
  });
});
