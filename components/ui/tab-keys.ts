import type { KeyboardEvent } from 'react';

/** The tab that a key of the ARIA tabs pattern moves to in a row of `count` tabs, from `index`; null for any other key. */
export function tabKeyTarget(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * The keyboard of a tablist (the `onKeyDown` of its `role="tablist"` element): ArrowRight and
 * ArrowLeft move the focus to the next and previous tab, wrapping, Home and End to the first and
 * last. Answers the index of the tab now focused, or null when the key moved nothing. Tabs that
 * follow focus (MailPreview) select that tab; link tabs (LinkTabs) leave it to Enter.
 */
export function moveTabFocus(event: KeyboardEvent<HTMLElement>): number | null {
  const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')];
  const current = tabs.indexOf(event.target as HTMLElement);
  if (current < 0) return null;
  const next = tabKeyTarget(event.key, current, tabs.length);
  if (next === null) return null;
  event.preventDefault();
  tabs[next]?.focus();
  return next;
}
