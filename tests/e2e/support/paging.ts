import { expect, type Locator } from '@playwright/test';

/*
 * Checks shared by the paging specs, which run against the large-data server (LARGE_SITE_URL in
 * playwright.config.ts, scripts/e2e-large-server.sh): there every paged list has a second page.
 */

/** The `href` of each link: what tells one page's items from another's (titles and names can repeat). */
export function hrefsOf(links: Locator): Promise<string[]> {
  return links.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href') ?? ''));
}

/** The number a text holds where `pattern`'s first group is ('Pronađeno 1.234 od …'), thousands dots dropped. */
export async function numberIn(locator: Locator, pattern: RegExp): Promise<number> {
  // textContent, not innerText: a list's pager can sit in a section the browser skips rendering
  // until it scrolls into view (content-visibility), where innerText is empty.
  const text = ((await locator.textContent()) ?? '').replace(/\s+/g, ' ').trim();
  const match = text.match(pattern);
  expect(match, `"${text}" should match ${pattern}`).not.toBeNull();
  return Number((match?.[1] ?? '').replace(/\D/g, ''));
}

/**
 * A pager on page `page` of `pageCount`: that number's link marked as the current page (the only
 * one), 'Strana N od M', and 'Prethodna' (rel="prev") / 'Sledeća' (rel="next") exactly where there
 * is a page before / after.
 */
export async function expectPagerAt(pager: Locator, page: number, pageCount: number): Promise<void> {
  await expect(pager.getByRole('link', { name: `Strana ${page}`, exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(pager.locator('[aria-current="page"]')).toHaveCount(1);
  await expect(pager).toContainText(`Strana ${page} od ${pageCount}`);
  const previous = pager.getByRole('link', { name: 'Prethodna' });
  const next = pager.getByRole('link', { name: 'Sledeća' });
  if (page > 1) await expect(previous).toHaveAttribute('rel', 'prev');
  else await expect(previous).toHaveCount(0);
  if (page < pageCount) await expect(next).toHaveAttribute('rel', 'next');
  else await expect(next).toHaveCount(0);
}

/** Neither list holds an item of the other, and both have some. */
export function expectDisjoint(first: string[], second: string[]): void {
  expect(first.length).toBeGreaterThan(0);
  expect(second.length).toBeGreaterThan(0);
  expect(second.filter((item) => first.includes(item))).toEqual([]);
}
