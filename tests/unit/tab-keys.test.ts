import type { KeyboardEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { moveTabFocus, tabKeyTarget } from '@/components/ui/tab-keys';

describe('the keys of a tablist (LinkTabs, MailPreview)', () => {
  it('ArrowRight and ArrowLeft wrap around the row, Home and End reach its ends, other keys move nothing', () => {
    expect(tabKeyTarget('ArrowRight', 0, 3)).toBe(1);
    expect(tabKeyTarget('ArrowRight', 2, 3)).toBe(0);
    expect(tabKeyTarget('ArrowLeft', 0, 3)).toBe(2);
    expect(tabKeyTarget('ArrowLeft', 2, 3)).toBe(1);
    expect(tabKeyTarget('Home', 2, 3)).toBe(0);
    expect(tabKeyTarget('End', 0, 3)).toBe(2);
    expect(tabKeyTarget('Enter', 1, 3)).toBeNull();
    expect(tabKeyTarget('ArrowDown', 1, 3)).toBeNull();
  });

  function keyOn(key: string, from: number, count = 2) {
    const tabs = Array.from({ length: count }, () => ({ focus: vi.fn() }));
    const event = {
      key,
      target: from < 0 ? {} : tabs[from],
      currentTarget: { querySelectorAll: () => tabs },
      preventDefault: vi.fn(),
    };
    return { tabs, event, moved: moveTabFocus(event as unknown as KeyboardEvent<HTMLElement>) };
  }

  it('focuses the tab the key reaches, keeps the key from scrolling the page, and answers its index', () => {
    const { tabs, event, moved } = keyOn('ArrowRight', 1);
    expect(moved).toBe(0);
    expect(tabs[0]!.focus).toHaveBeenCalledOnce();
    expect(event.preventDefault).toHaveBeenCalledOnce();
  });

  it('leaves any other key, and a key pressed outside a tab, to the browser', () => {
    for (const { tabs, event, moved } of [keyOn('Tab', 0), keyOn('ArrowRight', -1)]) {
      expect(moved).toBeNull();
      expect(event.preventDefault).not.toHaveBeenCalled();
      for (const tab of tabs) expect(tab.focus).not.toHaveBeenCalled();
    }
  });
});
