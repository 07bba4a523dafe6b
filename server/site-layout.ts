/** A site's builds beside its generated sources: the browser's, and the server's (which draws its pages from `SERVER_ENTRY`). */
export const BUILD_DIRS = { browser: 'dist', server: 'dist-server' } as const;
export const SERVER_ENTRY = 'src/entry-server.tsx';
