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

describe('leanReactRouter on component classes', () => {
  it('makes an error boundary class, and the context type set after it, in a pure arrow function', () => {
    const code = [
      'var RenderErrorBoundary = class extends React2.Component {',
      '  render() {',
      '    return null;',
      '  }',
      '};',
      'RenderErrorBoundary.contextType = RSCRouterContext;',
      'var AwaitErrorBoundary = class extends React3.Component {',
      '  render() {}',
      '};',
      'var other = 1;',
    ].join('\n');
    expect(leanReactRouter(code)).toBe(
      [
        'var RenderErrorBoundary = /* @__PURE__ */ (() => {',
        'const component = class extends React2.Component {',
        '  render() {',
        '    return null;',
        '  }',
        '};',
        'component.contextType = RSCRouterContext;',
        'return component;',
        '})();',
        'var AwaitErrorBoundary = /* @__PURE__ */ (() => class extends React3.Component {',
        '  render() {}',
        '})();',
        'var other = 1;',
      ].join('\n'),
    );
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
    expect(lean).toMatch(/^var RenderErrorBoundary = \/\* @__PURE__ \*\/ \(\(\) => \{$/m);
    expect(lean).not.toMatch(/^var [\w$]+ = class extends React\d*\.Component/m);
    expect(lean).not.toMatch(/^RenderErrorBoundary\.contextType = /m);
  });
});
