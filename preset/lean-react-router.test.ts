import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { leanReactRouter } from './lean-react-router.ts';

describe('leanReactRouter', () => {
  it('marks top-level component and context factories pure and drops DevTools names', () => {
    const code = [
      'var LocationContext = React.createContext(null);',
      'LocationContext.displayName = "Location";',
      'var Link = React10.forwardRef(',
      '  function LinkWithRef() {}',
      ');',
      'Link.displayName = "Link";',
      'var MemoizedDataRoutes = React3.memo(DataRoutes2);',
    ].join('\n');
    expect(leanReactRouter(code)).toBe(
      [
        'var LocationContext = /* @__PURE__ */ React.createContext(null);',
        '',
        'var Link = /* @__PURE__ */ React10.forwardRef(',
        '  function LinkWithRef() {}',
        ');',
        '',
        'var MemoizedDataRoutes = /* @__PURE__ */ React3.memo(DataRoutes2);',
      ].join('\n'),
    );
  });

  it('leaves calls inside functions and other assignments as they are', () => {
    const code = [
      'function useX() {',
      '  let ctx = React.createContext(null);',
      '  el.displayName = "x";',
      '}',
      'RenderErrorBoundary.contextType = RSCRouterContext;',
    ].join('\n');
    expect(leanReactRouter(code)).toBe(code);
  });
});

describe('the installed React Router', () => {
  it('still writes its components and DevTools names as the transform expects', () => {
    const dist = dirname(createRequire(import.meta.url).resolve('react-router'));
    const file = readdirSync(dist)
      .filter((name) => name.endsWith('.mjs'))
      .map((name) => readFileSync(join(dist, name), 'utf8'))
      .find((code) => code.includes('var Link = '));
    const lean = leanReactRouter(file!);
    expect(lean).toMatch(/^var Link = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/m);
    expect(lean).toMatch(/^var LocationContext = \/\* @__PURE__ \*\/ React\d*\.createContext\(/m);
    expect(lean).not.toMatch(/^[\w$]+\.displayName = /m);
  });
});
