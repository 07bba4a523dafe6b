/**
 * Each lucide icon is imported from its own file, not from the package's index: the site's chunking (preset/site-chunks.ts)
 * puts a module reached from the entry into the entry's file, and every icon is reached through the index, so an icon
 * only a lazy part draws would land in every page's first load. The package types only its index; the root tsconfig
 * includes this file with runtime/, a site's (preset/tsconfig.site.json) names it.
 */
declare module 'lucide/dist/esm/icons/*.mjs' {
  import type { IconNode } from 'lucide';
  const icon: IconNode;
  export default icon;
}
