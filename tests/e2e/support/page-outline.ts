import { expect, type Locator, type Page } from '@playwright/test';

/** One h1, and no heading level skipped on the way down (h2 → h4 would lose its section). */
export async function expectHeadingOutline(page: Page) {
  const levels = await page
    .locator('h1, h2, h3, h4, h5, h6')
    .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName[1])));
  expect(levels.filter((level) => level === 1)).toHaveLength(1);
  expect(levels[0]).toBe(1);
  levels.reduce((previous, level) => {
    expect(level, `h${level} after h${previous}`).toBeLessThanOrEqual(previous + 1);
    return level;
  });
}

/** Every image in the page content carries a non-empty Serbian description. */
export async function expectMeaningfulAltText(page: Page, atLeast: number) {
  const images = page.locator('main img');
  expect(await images.count()).toBeGreaterThanOrEqual(atLeast);
  for (const image of await images.all()) {
    await expect(image, (await image.getAttribute('src')) ?? 'img').toHaveAttribute('alt', /\S{3,}/);
  }
}

/** A link to another site opens in a new tab and hands it neither opener nor referrer. */
export async function expectExternalLink(link: Locator) {
  await expect(link).toHaveAttribute('href', /^https?:\/\//);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /(?=.*\bnoopener\b)(?=.*\bnoreferrer\b)/);
}
