import type { ReactNode } from 'react';

interface CardGridProps<T extends { id: string }> {
  /** One page of a list, with the whole list's count. */
  list: { total: number; items: readonly T[] };
  /** Shown when the whole list is empty (a page past the last one shows nothing; its pager leads back). */
  empty: ReactNode;
  /** The card of one item. */
  children: (item: T) => ReactNode;
}

/** One page of a members' list (members, ads, resources, mentors) as a two-column grid of cards. */
export function CardGrid<T extends { id: string }>({ list, empty, children: card }: CardGridProps<T>) {
  if (list.total === 0) return empty;
  if (list.items.length === 0) return null;
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {list.items.map((item) => (
        <li key={item.id} className="grid">
          {card(item)}
        </li>
      ))}
    </ul>
  );
}
