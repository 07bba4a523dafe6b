/**
 * Keyboard rules of the header dropdown menus (the WAI-ARIA disclosure-menu pattern): which item
 * a key moves focus to, or whether it closes the menu and hands focus back to its toggle.
 */

export type MenuKeyAction = { kind: 'focus'; index: number } | { kind: 'close' } | { kind: 'none' };

/**
 * On the toggle (`current` null): Down opens on the first item, Up on the last.
 * In the list: Down and Up move one item, wrapping round; Home and End jump to the ends. Escape closes from either.
 */
export function menuKeyAction(key: string, current: number | null, count: number): MenuKeyAction {
  if (key === 'Escape') return { kind: 'close' };
  if (count === 0) return { kind: 'none' };
  const last = count - 1;
  switch (key) {
    case 'ArrowDown':
      return { kind: 'focus', index: current === null || current >= last ? 0 : current + 1 };
    case 'ArrowUp':
      return { kind: 'focus', index: current === null || current <= 0 ? last : current - 1 };
    case 'Home':
      return current === null ? { kind: 'none' } : { kind: 'focus', index: 0 };
    case 'End':
      return current === null ? { kind: 'none' } : { kind: 'focus', index: last };
    default:
      return { kind: 'none' };
  }
}
