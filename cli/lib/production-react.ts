/**
 * `serve` and `start` draw pages with React's production build: the server's entry loads React from node_modules,
 * which picks its development build (about twice the rendering time, with checks a shopper never sees) unless
 * NODE_ENV says production. Set before any page is drawn; an explicit NODE_ENV wins. `dev` keeps Vite's.
 */
export function drawWithProductionReact(env: NodeJS.ProcessEnv = process.env): void {
  env.NODE_ENV ??= 'production';
}
