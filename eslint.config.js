// The house rules, made executable: DESIGN's layers as import boundaries, no import circles, typescript-eslint and
// React's hook rules. A rule here is never silenced to get past it: move the code instead.
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The pure rule packages: no React, no DOM, no I/O, so they run the same in the browser, the server and the CLI. */
const PURE_RUNTIME = ['runtime/site', 'runtime/search', 'runtime/finance', 'runtime/forms'];

/** DESIGN's never-lines: each zone forbids `target` from importing `from`. */
export const LAYER_ZONES = [
  {
    target: './schema',
    from: ['./cli', './server', './runtime', './templates', './generated', './preset'],
    message: 'schema/ is the floor: it imports nothing above it.',
  },
  { target: './server', from: './cli', message: 'The server never imports the CLI: move what both need under the server or below it.' },
  {
    target: './runtime',
    from: ['./cli', './server', './preset'],
    message: 'The runtime is shipped to browsers: it never imports the CLI, the server or build tooling.',
  },
  { target: './generated', from: ['./cli', './server', './schema'], message: 'A generated site imports only the runtime and the preset.' },
  { target: './preset', from: ['./cli', './server'], message: 'The Vite preset is imported by generated sites: it never imports the CLI or the server.' },
  { target: PURE_RUNTIME.map((p) => `./${p}`), from: './runtime/ui', message: 'Pure runtime rules never import React components.' },
];

const BROWSER_AND_IO_GLOBALS = ['window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'fetch', 'XMLHttpRequest', 'location', 'history'].map(
  (name) => ({ name, message: 'Pure runtime rules take what they need as arguments: no DOM, no I/O.' }),
);

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/dist-server/**', '.compiled/**', 'artifacts/**', '.data/**', 'schema/tenant.d.ts', 'lint/fixtures/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: {
      // The TypeScript parser for the files no-cycle follows, not only the one being linted.
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: LAYER_ZONES }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // The rules of hooks; the React Compiler's extra rules (set-state-in-effect, refs, purity) judge code for a
    // compiler these sites do not use.
    files: ['runtime/**/*.tsx', 'runtime/ui/**/*.ts', 'generated/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: PURE_RUNTIME.map((p) => `${p}/**/*.ts`),
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react', 'react-dom', 'react-router'].map((name) => ({ name, message: 'Pure runtime rules never import React.' })),
          patterns: [{ regex: '^(node:|fs$|path$|http$|https$|child_process$)', message: 'Pure runtime rules do no I/O.' }],
        },
      ],
      'no-restricted-globals': ['error', ...BROWSER_AND_IO_GLOBALS],
    },
  },
);
