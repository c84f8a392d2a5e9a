'use client';

import { useEffect, type RefObject } from 'react';

/** Room left beside the revealed items, so the neighbour peeking in shows the row goes on. */
const PEEK_PX = 24;

/**
 * In a row that scrolls sideways (the members navigation and the admin tab rows on a phone),
 * brings the current item into view (`aria-current="page"` or `aria-selected="true"`) and, as far
 * as they fit beside it, the items that ask for attention (`data-attention`: an unread count).
 * The current item wins when not all fit. A row that does not scroll (a wide screen) is left alone,
 * and only the row moves, never the page.
 */
export function revealInRow(row: HTMLElement): void {
  if (row.scrollWidth <= row.clientWidth) return;
  const current = row.querySelector<HTMLElement>('[aria-current="page"], [aria-selected="true"]');
  if (!current) return;
  const origin = row.getBoundingClientRect().left - row.scrollLeft;
  const span = (element: HTMLElement) => {
    const box = element.getBoundingClientRect();
    return [box.left - origin, box.right - origin] as const;
  };
  let [start, end] = span(current);
  for (const element of row.querySelectorAll<HTMLElement>('[data-attention]')) {
    const [left, right] = span(element);
    if (Math.max(end, right) - Math.min(start, left) + 2 * PEEK_PX > row.clientWidth) continue;
    start = Math.min(start, left);
    end = Math.max(end, right);
  }
  const visibleFrom = row.scrollLeft;
  const visibleTo = row.scrollLeft + row.clientWidth;
  if (start >= visibleFrom && end <= visibleTo) return;
  const left = start < visibleFrom ? start - PEEK_PX : end - row.clientWidth + PEEK_PX;
  row.scrollTo({ left: Math.max(0, Math.min(left, row.scrollWidth - row.clientWidth)), behavior: 'instant' });
}

/** `revealInRow` on the row after each render whose `key` changed (the current item, a count). */
export function useRevealInRow(row: RefObject<HTMLElement | null>, key: string): void {
  useEffect(() => {
    if (row.current) revealInRow(row.current);
  }, [row, key]);
}
