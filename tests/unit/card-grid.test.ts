import { createElement } from 'react';
import { describe, expect, it } from 'vitest';

import { CardGrid } from '@/components/members/card-grid';

import { serverHtml } from '../support/server-html';

const items = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ id: `id-${index}`, name: `Član ${index}` }));
const render = (list: { total: number; items: { id: string; name: string }[]; page: number; pageCount: number }) =>
  serverHtml(
    // Called as a function: its card renderer is its `children`.
    CardGrid({
      list,
      empty: createElement('p', null, 'Još nema članova.'),
      pager: { label: 'Stranice direktorijuma', hrefFor: (page: number) => `/members/directory?strana=${page}` },
      children: (item) => createElement('article', null, item.name),
    }),
  );

describe('CardGrid (a page of a members’ list, with its pager)', () => {
  it('shows the page’s cards and the pager to the other pages', async () => {
    const html = await render({ total: 30, items: items(12), page: 2, pageCount: 3 });
    expect(html.match(/<article>/g)).toHaveLength(12);
    expect(html).toContain('aria-label="Stranice direktorijuma"');
    expect(html).toContain('rel="prev" class="btn btn-outline btn-sm" href="/members/directory?strana=1"');
    expect(html).toContain('rel="next" class="btn btn-outline btn-sm" href="/members/directory?strana=3"');
  });

  it('shows the empty state, and no pager, when the whole list is empty', async () => {
    const html = await render({ total: 0, items: [], page: 1, pageCount: 1 });
    expect(html).toBe('<p>Još nema članova.</p>');
  });

  it('past the last page shows no cards but a pager that leads back', async () => {
    const html = await render({ total: 30, items: [], page: 9, pageCount: 3 });
    expect(html).not.toContain('<article>');
    expect(html).not.toContain('Još nema članova.');
    expect(html).toContain('rel="prev" class="btn btn-outline btn-sm" href="/members/directory?strana=3"');
  });
});
