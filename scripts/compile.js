// Compiles the CLI and the server it starts into .compiled/, so dealer-gen starts without compiling TypeScript and
// production never runs tsx. Plain JavaScript: it runs on install (`prepare`), before anything is compiled.
//
// Every output file sits directly in .compiled/ (entries and lazily loaded chunks alike), so each source's
// `import.meta.url` can be rewritten to its source file's URL relative to there: PACKAGE_ROOT, ../package.json,
// server/static/*.js and server/media/raster-worker.js resolve exactly as they do under tsx.
import { mkdirSync, readdirSync, readFileSync, rmSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const PACKAGE_ROOT = fileURLToPath(new URL('../', import.meta.url));
const COMPILED_DIR = join(PACKAGE_ROOT, '.compiled');
/** Lists every file the compiled output was made from, and when they were read. */
const INPUTS_FILE = join(COMPILED_DIR, 'inputs.json');

/** The files a process starts from; each compiles to `.compiled/<its file name>.js` (cli/lib/child-entry.ts relies on that). */
const ENTRIES = ['cli/index.ts', 'cli/lib/build-worker.ts'];

/** Sources' `import.meta.url` pointed back at the source file, so paths relative to it survive the move. */
const sourceUrls = {
  name: 'source-import-meta-url',
  setup(build) {
    build.onLoad({ filter: /\.tsx?$/ }, (args) => {
      const text = readFileSync(args.path, 'utf8');
      const fromOutput = relative(COMPILED_DIR, args.path).split('\\').join('/');
      const contents = text.replaceAll('import.meta.url', `new URL(${JSON.stringify(fromOutput)}, import.meta.url).href`);
      return { contents, loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts' };
    });
  },
};

/** Writes a file whole or not at all, so concurrent starts that both recompile never read half a file. */
function writeAtomically(path, contents) {
  mkdirSync(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, contents);
  renameSync(temporary, path);
}

/** A process started before a recompile may still import its lazily loaded chunks for a while: leave them an hour. */
const OLD_OUTPUT_MS = 60 * 60 * 1000;

function removeOldOutputs(current) {
  for (const name of readdirSync(COMPILED_DIR)) {
    const path = join(COMPILED_DIR, name);
    const modified = statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? Date.now();
    if (!current.has(path) && path !== INPUTS_FILE && modified < Date.now() - OLD_OUTPUT_MS) rmSync(path, { force: true });
  }
}

/** Compiles the entries into .compiled/ and returns how long it took. */
export async function compile() {
  const started = performance.now();
  const readFrom = Date.now();
  const { build } = await import('esbuild');
  const result = await build({
    absWorkingDir: PACKAGE_ROOT,
    entryPoints: ENTRIES.map((source) => ({ in: source, out: basename(source, extname(source)) })),
    outdir: COMPILED_DIR,
    chunkNames: 'chunk-[hash]',
    bundle: true,
    splitting: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    tsconfig: join(PACKAGE_ROOT, 'tsconfig.json'),
    define: { DEALER_GEN_COMPILED: 'true' },
    plugins: [sourceUrls],
    metafile: true,
    write: false,
    logLevel: 'silent',
  });
  // Entries last: one never names a chunk that is not written yet.
  const isEntry = (path) => ENTRIES.some((source) => path === join(COMPILED_DIR, `${basename(source, extname(source))}.js`));
  for (const file of result.outputFiles.sort((a, b) => Number(isEntry(a.path)) - Number(isEntry(b.path)))) writeAtomically(file.path, file.contents);
  removeOldOutputs(new Set(result.outputFiles.map((file) => file.path)));
  const inputs = [...Object.keys(result.metafile.inputs), 'tsconfig.json', relative(PACKAGE_ROOT, fileURLToPath(import.meta.url))];
  writeAtomically(INPUTS_FILE, JSON.stringify({ readFrom, inputs }));
  return performance.now() - started;
}

/** Whether .compiled/ exists and no file it was made from changed (or went) since. */
export function isFresh() {
  let compiled;
  try {
    compiled = JSON.parse(readFileSync(INPUTS_FILE, 'utf8'));
  } catch {
    return false;
  }
  for (const input of compiled.inputs) {
    const changed = statSync(join(PACKAGE_ROOT, input), { throwIfNoEntry: false })?.mtimeMs;
    if (changed === undefined || changed > compiled.readFrom) return false;
  }
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  rmSync(COMPILED_DIR, { recursive: true, force: true });
  const ms = await compile();
  console.log(`dealer-gen: compiled the CLI and server into .compiled/ in ${ms.toFixed(0)} ms`);
}
