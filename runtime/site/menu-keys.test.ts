import { describe, expect, it } from 'vitest';
import { menuKeyAction } from './menu-keys.ts';

describe('header dropdown keys', () => {
  it('opens from the toggle on the first item with Down and the last with Up', () => {
    expect(menuKeyAction('ArrowDown', null, 4)).toEqual({ kind: 'focus', index: 0 });
    expect(menuKeyAction('ArrowUp', null, 4)).toEqual({ kind: 'focus', index: 3 });
  });
  it('moves one item with Down and Up, wrapping at the ends', () => {
    expect(menuKeyAction('ArrowDown', 1, 4)).toEqual({ kind: 'focus', index: 2 });
    expect(menuKeyAction('ArrowDown', 3, 4)).toEqual({ kind: 'focus', index: 0 });
    expect(menuKeyAction('ArrowUp', 2, 4)).toEqual({ kind: 'focus', index: 1 });
    expect(menuKeyAction('ArrowUp', 0, 4)).toEqual({ kind: 'focus', index: 3 });
  });
  it('jumps to the ends with Home and End inside the list', () => {
    expect(menuKeyAction('Home', 2, 4)).toEqual({ kind: 'focus', index: 0 });
    expect(menuKeyAction('End', 1, 4)).toEqual({ kind: 'focus', index: 3 });
    expect(menuKeyAction('Home', null, 4)).toEqual({ kind: 'none' });
  });
  it('closes with Escape and leaves other keys to the browser', () => {
    expect(menuKeyAction('Escape', 2, 4)).toEqual({ kind: 'close' });
    expect(menuKeyAction('Escape', null, 4)).toEqual({ kind: 'close' });
    expect(menuKeyAction('Tab', 1, 4)).toEqual({ kind: 'none' });
    expect(menuKeyAction('Enter', null, 4)).toEqual({ kind: 'none' });
    expect(menuKeyAction('ArrowDown', null, 0)).toEqual({ kind: 'none' });
  });
});
