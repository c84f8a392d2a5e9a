import type { ReactNode } from 'react';

import { Pagination } from '@/components/ui/pagination';

interface CardGridProps<T extends { id: string }> {
  /** One page of a list, with the whole list's count and its place among the pages. */
  list: { total: number; items: readonly T[]; page: number; pageCount: number };
  /** Shown when the whole list is empty (a page past the last one shows nothing; its pager leads back). */
  empty: ReactNode;
  /** The card of one item. */
  children: (item: T) => ReactNode;
  /** The pager under the grid: its landmark's name and the address of another page. */
  pager?: { label: string; hrefFor: (page: number) => string };
}

/** One page of a members' list (members, ads, resources, mentors) as a two-column grid of cards. */
export function CardGrid<T extends { id: string }>({ list, empty, children: card, pager }: CardGridProps<T>) {
  const grid =
    list.total === 0 ? (
      empty
    ) : list.items.length === 0 ? null : (
      <ul className="grid gap-4 md:grid-cols-2">
        {list.items.map((item) => (
          <li key={item.id} className="grid">
            {card(item)}
          </li>
        ))}
      </ul>
    );
  if (!pager) return grid;
  return (
    <>
      {grid}
      <Pagination label={pager.label} of={list} hrefFor={pager.hrefFor} className="mt-4" />
    </>
  );
}
