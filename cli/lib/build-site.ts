/**
 * Builds one generated site, typechecking it first unless `dealer-gen build` has already checked it with the others
 * (build-typecheck.ts). Runs in its own process so several sites build at once.
 */
import { join, relative } from 'node:path';
import ts from 'typescript';
import { build } from 'vite';
import { bundleSizes, type BundleSizes } from './bundle-sizes.ts';
import { precompressDir } from './precompress.ts';
import { BUILD_DIRS, SERVER_ENTRY } from '../../server/site-layout.ts';

export interface SiteBuildResult {
  ok: boolean;
  /** The build itself failed (its worker died), not the site: the run exits 2, an internal failure. */
  crashed?: true;
  /** `file:line:column message` for each type error, or the build error. */
  errors: string[];
  typecheckMs: number;
  buildMs: number;
  sizes?: BundleSizes;
}

/** The site's own full typecheck, runtime and all: what one site costs on its own (bench/build, bench/fleet). */
export function typecheck(siteDir: string): string[] {
  const configFile = join(siteDir, 'tsconfig.json');
  const errors: string[] = [];
  const config = ts.getParsedCommandLineOfConfigFile(
    configFile,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => errors.push(ts.flattenDiagnosticMessageText(d.messageText, '\n')),
    },
  );
  if (!config) return errors;
  const program = ts.createProgram({ rootNames: config.fileNames, options: config.options });
  for (const d of ts.getPreEmitDiagnostics(program)) {
    const message = ts.flattenDiagnosticMessageText(d.messageText, '\n');
    if (!d.file || d.start === undefined) {
      errors.push(message);
      continue;
    }
    const { line, character } = d.file.getLineAndCharacterOfPosition(d.start);
    errors.push(`${relative(process.cwd(), d.file.fileName)}:${line + 1}:${character + 1} ${message}`);
  }
  return errors;
}

export async function buildSite(siteDir: string, options: { typecheck: boolean } = { typecheck: true }): Promise<SiteBuildResult> {
  const started = performance.now();
  const errors = options.typecheck ? typecheck(siteDir) : [];
  const typecheckMs = Math.round(performance.now() - started);
  if (errors.length) return { ok: false, errors, typecheckMs, buildMs: 0 };
  const buildStarted = performance.now();
  try {
    const configFile = join(siteDir, 'vite.config.ts');
    await build({ configFile, logLevel: 'silent' });
    // The same pages for the server to draw (server/page-render.ts); CSS and assets are the browser build's.
    await build({ configFile, logLevel: 'silent', build: { ssr: SERVER_ENTRY, outDir: BUILD_DIRS.server, emptyOutDir: true, manifest: false } });
    await precompressDir(join(siteDir, BUILD_DIRS.browser, 'assets'));
  } catch (error) {
    return { ok: false, errors: [(error as Error).message], typecheckMs, buildMs: Math.round(performance.now() - buildStarted) };
  }
  return { ok: true, errors: [], typecheckMs, buildMs: Math.round(performance.now() - buildStarted), sizes: bundleSizes(join(siteDir, BUILD_DIRS.browser)) };
}
