import { createElement } from 'react';
import type { IconNode } from 'lucide';

/**
 * An icon of the sites' one set, lucide, drawn from its shape data: each icon imported from its own file, so a build
 * holds only those it uses, each in the chunk that draws it (lucide-icons.d.ts). lucide-react's own component would
 * add about 1.6 KB gzip to every page's first load. Decorative always: the text beside it, or the control's label,
 * says what it is.
 */
export function Icon({ icon, size = 20, className }: { icon: IconNode; size?: number; className?: string }) {
  // Stroke and fill are the .icon rule's (styles.css): bytes of CSS, not of every page's script.
  return (
    <svg className={className ? `icon ${className}` : 'icon'} viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      {icon.map(([tag, attrs], index) => createElement(tag, { key: index, ...attrs }))}
    </svg>
  );
}
