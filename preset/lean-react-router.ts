/**
 * React Router ships one bundle for every mode it has (data routers, framework mode, RSC, forms, prefetching),
 * and its top-level statements keep what a site never uses: `var Link = React.forwardRef(...)` and
 * `Link.displayName = "Link"` are calls and writes a bundler must assume do something, so `Link`, and all it
 * reaches, stayed in every site's entry (about 4.5 KB of gzip JS on every page's first load). This transform
 * marks React's component and context factories at the top level of React Router's files as pure and drops the
 * DevTools names written beside them, and makes its error boundary classes in pure functions, so Rolldown keeps
 * only what the site's code reaches.
 */
import type { Plugin } from 'vite';

const REACT_ROUTER_DIST = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/].*\.m?js$/;
/** `var Name = React3.forwardRef(`: a component or context made once, when the module is evaluated. */
const FACTORY_CALL = /^(var [\w$]+ = )(React\d*\.(?:forwardRef|createContext|memo)\()/gm;
/** `Name.displayName = "Name";`: a name for React DevTools, which a production build does not need. */
const DISPLAY_NAME = /^[\w$]+\.displayName = "[^"\n]*";$/gm;

/**
 * `var Name = class extends React2.Component {…};` and `Name.contextType = …;` after it: an error boundary, which
 * a bundler keeps for the `extends` it must evaluate. Made in a pure arrow function instead, it stays only where used.
 */
const COMPONENT_CLASS = /^var ([\w$]+) = (class extends React\d*\.Component \{\n[\s\S]*?\n\};)\n(?:\1\.(contextType = [\w$]+);\n)?/gm;

export function leanReactRouter(code: string): string {
  return code
    .replace(FACTORY_CALL, '$1/* @__PURE__ */ $2')
    .replace(DISPLAY_NAME, '')
    .replace(COMPONENT_CLASS, (_, name: string, body: string, context?: string) =>
      context
        ? `var ${name} = /* @__PURE__ */ (() => {\nconst component = ${body}\ncomponent.${context};\nreturn component;\n})();\n`
        : `var ${name} = /* @__PURE__ */ (() => ${body.slice(0, -1)})();\n`,
    );
}

export function leanReactRouterPlugin(): Plugin {
  return {
    name: 'dealer-site:lean-react-router',
    apply: 'build',
    transform: { filter: { id: REACT_ROUTER_DIST }, handler: (code) => ({ code: leanReactRouter(code), map: null }) },
  };
}
