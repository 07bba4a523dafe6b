import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentToast, dismissToast, showToast } from './toast';

describe('toast store', () => {
  afterEach(() => {
    dismissToast();
    vi.useRealTimers();
  });
  it('shows one toast at a time and removes it 3000 ms after the latest one', () => {
    vi.useFakeTimers();
    showToast('Copied 2023 Toyota Hilux to your clipboard!');
    vi.advanceTimersByTime(1000);
    showToast('Copied 2024 Kia EV6 to your clipboard!');
    expect(currentToast()?.text).toBe('Copied 2024 Kia EV6 to your clipboard!');
    vi.advanceTimersByTime(2999);
    expect(currentToast()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(currentToast()).toBeNull();
  });
  it('goes at once when dismissed', () => {
    showToast('Saved');
    dismissToast();
    expect(currentToast()).toBeNull();
  });
});
