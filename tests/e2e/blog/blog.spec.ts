import { expect, test, type Page } from '@playwright/test';

/** Seeded sample posts (lib/db/seed-blog.ts), newest first. */
const POSTS = {
  idea: {
    slug: 'kako-da-proveris-poslovnu-ideju-pre-nego-sto-potrosis-prvi-dinar',
    title: 'Kako da proveriš poslovnu ideju pre nego što potrošiš prvi dinar',
  },
  funding: {
    slug: 'gde-naci-novac-za-startup-u-srbiji-grantovi-krediti-i-investitori',
    title: 'Gde naći novac za startup u Srbiji: grantovi, krediti i investitori',
  },
  legal: {
    slug: 'osnivanje-doo-u-srbiji-koraci-troskovi-i-ceste-greske',
    title: 'Osnivanje DOO u Srbiji: koraci, troškovi i česte greške',
  },
  sales: {
    slug: 'prvih-sto-kupaca-praktican-plan-prodaje-za-male-timove',
    title: 'Prvih sto kupaca: praktičan plan prodaje za male timove',
  },
  digital: {
    slug: 'digitalizacija-malog-biznisa-alati-koji-stede-sate-svake-nedelje',
    title: 'Digitalizacija malog biznisa: alati koji štede sate svake nedelje',
  },
};

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const SERBIAN_DATE =
  /\d{1,2}\. (januar|februar|mart|april|maj|jun|jul|avgust|septembar|oktobar|novembar|decembar) \d{4}\./;

/** Share pages are on other hosts; nothing leaves the test machine. */
async function blockOtherHosts(page: Page, baseURL: string | undefined) {
  await page.route(/^https?:\/\//, (route) =>
    baseURL && route.request().url().startsWith(baseURL) ? route.continue() : route.abort(),
  );
}

test.describe('[VISITOR] blog list', () => {
  test('shows the featured post, every published post, categories with counts, recent posts and the subscribe box', async ({
    page,
  }) => {
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();

    const featured = page.getByRole('region', { name: 'Izdvojeni članak' });
    await expect(featured.getByRole('heading', { level: 2 })).toHaveText(POSTS.idea.title);
    await expect(featured.getByText('Izdvojeno')).toBeVisible();

    const all = page.getByRole('region', { name: 'Svi članci' });
    await expect(all.getByRole('heading', { level: 3 })).toHaveText(Object.values(POSTS).map((post) => post.title));
    await expect(all).toContainText('5 članaka');
    await expect(all.getByText(/\d+ min čitanja/).first()).toBeVisible();

    const categories = page.getByRole('region', { name: 'Kategorije' });
    await expect(categories.getByRole('link')).toHaveCount(5);
    await expect(categories.getByRole('link', { name: /Pravni okvir & Regulativa/ })).toHaveAttribute(
      'href',
      '/blog/category/Pravni%20okvir%20%26%20Regulativa',
    );

    const recent = page.getByRole('region', { name: 'Najnoviji članci' });
    await expect(recent.getByRole('link')).toHaveCount(5);
    await expect(recent.getByRole('link').first()).toHaveText(POSTS.idea.title);

    await expect(page.getByRole('heading', { name: 'Prijavi se na newsletter' })).toBeVisible();
  });

  test('a card opens its post', async ({ page }) => {
    await page.goto('/blog');
    await page.getByRole('region', { name: 'Svi članci' }).getByRole('link', { name: POSTS.legal.title }).click();
    await expect(page).toHaveURL(`/blog/${POSTS.legal.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(POSTS.legal.title);
  });
});

test.describe('[VISITOR] blog search', () => {
  test('finds posts without diacritics in the query, then clears the search', async ({ page }) => {
    await page.goto('/blog');
    const search = page.getByRole('searchbox', { name: 'Pretraži članke' });
    await search.fill('troskovi osnivanja');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/blog\?q=troskovi\+osnivanja$/);

    const results = page.getByRole('region', { name: /Rezultati pretrage/ });
    await expect(results.getByRole('heading', { level: 3 })).toHaveText([POSTS.legal.title]);
    await expect(results).toContainText('Pronađeno: 1 članak');

    await results.getByRole('button', { name: 'Očisti pretragu' }).click();
    await expect(page).toHaveURL('/blog');
    await expect(page.getByRole('region', { name: 'Svi članci' }).getByRole('heading', { level: 3 })).toHaveCount(5);
  });

  test('searches as you type, once typing pauses, and keeps the caret in the field', async ({ page }) => {
    await page.goto('/blog');
    // One search field in the page, at every width.
    await expect(page.getByPlaceholder('Pretraži članke…')).toHaveCount(1);
    await page.getByRole('searchbox', { name: 'Pretraži članke' }).fill('bootstrapping');
    await expect(page).toHaveURL(/\/blog\?q=bootstrapping$/);
    const results = page.getByRole('region', { name: /Rezultati pretrage/ });
    await expect(results).toContainText('Pronađeno: 1 članak');
    await expect(page.getByRole('searchbox', { name: 'Pretraži članke' })).toBeFocused();
    await page.keyboard.type(' xyz');
    await expect(page.getByRole('heading', { name: 'Nema rezultata' })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Pretraži članke' })).toHaveValue('bootstrapping xyz');
  });

  test('is linkable and rendered on the server', async ({ request }) => {
    const html = await (await request.get('/blog?q=bootstrapping')).text();
    expect(html).toContain('Rezultati pretrage za „bootstrapping“');
    expect(html).toContain('Pronađeno: 1 članak');
    expect(html).toContain(`href="/blog/${POSTS.funding.slug}"`);
  });

  test('an empty result offers "Očisti pretragu"', async ({ page }) => {
    await page.goto('/blog?q=nepostojeci-pojam-xyz');
    await expect(page.getByRole('heading', { name: 'Nema rezultata' })).toBeVisible();
    await page.getByRole('button', { name: 'Očisti pretragu' }).click();
    await expect(page).toHaveURL('/blog');
    await expect(page.getByRole('region', { name: 'Izdvojeni članak' })).toBeVisible();
  });
});

test.describe('[VISITOR] blog category page', () => {
  test('lists the category posts with the count line and up to three tags plus +N', async ({ page }) => {
    await page.goto('/blog/category/Finansiranje%20%26%20Grantovi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Finansiranje & Grantovi');
    await expect(page.getByTestId('category-count')).toHaveText('1 članak');
    const card = page.getByRole('article').filter({ hasText: POSTS.funding.title });
    await expect(card.getByRole('list', { name: 'Oznake' }).getByRole('link')).toHaveText([
      '#finansiranje',
      '#grantovi',
      '#startup',
    ]);
    await expect(card.getByText('+1')).toBeVisible();
  });

  test('an empty category says so', async ({ page }) => {
    await page.goto(`/blog/category/${encodeURIComponent('Razvoj karijere')}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Razvoj karijere');
    await expect(page.getByTestId('category-count')).toHaveText('0 članaka');
    await expect(page.getByRole('heading', { name: 'Nema članaka u ovoj kategoriji' })).toBeVisible();
  });

  test('an unknown category is a 404', async ({ request }) => {
    expect((await request.get('/blog/category/Nepostojeca')).status()).toBe(404);
  });
});

test.describe('[VISITOR] blog post page', () => {
  test('shows breadcrumb, image with caption, badges, date, read time, author, share buttons, excerpt, content and tags', async ({
    page,
  }) => {
    await page.goto(`/blog/${POSTS.idea.slug}`);

    const breadcrumb = page.getByRole('navigation', { name: 'Putanja' });
    await expect(breadcrumb.getByRole('link')).toHaveText(['Početna', 'Blog', 'Preduzetništvo & Startup']);
    await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(POSTS.idea.title);

    const article = page.getByRole('article').first();
    await expect(article.getByRole('heading', { level: 1 })).toHaveText(POSTS.idea.title);
    await expect(article.getByRole('link', { name: 'Preduzetništvo & Startup' })).toBeVisible();
    await expect(article.getByText('Izdvojeno', { exact: true })).toBeVisible();
    await expect(article.locator('time')).toHaveText(SERBIAN_DATE);
    await expect(article.getByText('3 min čitanja')).toBeVisible();
    await expect(article.getByText('Tim zajednice')).toBeVisible();

    await expect(article.getByRole('img', { name: /Sijalica iznad table/ })).toBeVisible();
    await expect(article.locator('figcaption')).toHaveText('Dobra ideja je hipoteza dok je kupci ne potvrde.');
    await expect(article).toContainText('Većina ideja ne propadne zato što je proizvod loš');
    await expect(
      article.getByRole('heading', { level: 2, name: '2. Razgovaraj sa najmanje deset ljudi' }),
    ).toBeVisible();
    await expect(article.locator('blockquote')).toContainText('Kada si poslednji put imao ovaj problem');
    await expect(article.getByRole('list', { name: 'Oznake' }).getByRole('link')).toHaveText([
      '#startup',
      '#preduzetništvo',
      '#srbija',
    ]);

    for (const network of ['Facebook', 'Twitter', 'LinkedIn']) {
      await expect(page.getByRole('link', { name: `Podeli na mreži ${network}` })).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Kopiraj link' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Prijavi se na newsletter' })).toBeVisible();
  });

  test('links the previous and next post and up to three related posts of the same category', async ({ page }) => {
    await page.goto(`/blog/${POSTS.legal.slug}`);
    const pager = page.getByRole('navigation', { name: 'Prethodni i sledeći članak' });
    await expect(pager.getByRole('link', { name: /Prethodni članak/ })).toHaveAttribute(
      'href',
      `/blog/${POSTS.sales.slug}`,
    );
    await expect(pager.getByRole('link', { name: /Sledeći članak/ })).toHaveAttribute(
      'href',
      `/blog/${POSTS.funding.slug}`,
    );
    // Each sample post is alone in its category: no related section at all.
    await expect(page.getByRole('region', { name: 'Povezani članci' })).toHaveCount(0);

    await page.goto(`/blog/${POSTS.idea.slug}`);
    await expect(pager.getByRole('link', { name: /Sledeći članak/ })).toHaveCount(0);
  });

  test('share buttons open a 600×400 popup', async ({ page, baseURL }) => {
    await blockOtherHosts(page, baseURL);
    await page.addInitScript(() => {
      const calls: unknown[][] = [];
      (window as unknown as { __shareCalls: unknown[][] }).__shareCalls = calls;
      window.open = (...args: unknown[]) => {
        calls.push(args);
        return null;
      };
    });
    await page.goto(`/blog/${POSTS.sales.slug}`);
    await page.getByRole('link', { name: 'Podeli na mreži LinkedIn' }).click();
    const calls = await page.evaluate(() => (window as unknown as { __shareCalls: string[][] }).__shareCalls);
    const [url, , features] = calls[0] ?? [];
    expect(url).toBe(
      `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(`${baseURL}/blog/${POSTS.sales.slug}`)}`,
    );
    expect(features).toContain('width=600');
    expect(features).toContain('height=400');
    await expect(page).toHaveURL(`/blog/${POSTS.sales.slug}`);
  });

  test('copy link puts the post URL on the clipboard and says "Link kopiran"', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.goto(`/blog/${POSTS.digital.slug}`);
    await page.getByRole('button', { name: 'Kopiraj link' }).click();
    await expect(page.getByText('Link kopiran')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/blog/${POSTS.digital.slug}`);
  });

  test('an unknown slug answers 404 with "Članak nije pronađen" and a way back', async ({ page }) => {
    const response = await page.goto('/blog/ovaj-clanak-ne-postoji');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Članak nije pronađen' })).toBeVisible();
    await page.getByRole('link', { name: 'Nazad na blog' }).click();
    await expect(page).toHaveURL('/blog');
  });
});

test.describe('[CRAWLER] blog', () => {
  test('a post’s first response carries its full text, metadata and BlogPosting JSON-LD', async ({
    request,
    baseURL,
  }) => {
    const response = await request.get(`/blog/${POSTS.legal.slug}`, { headers: { 'user-agent': GOOGLEBOT } });
    expect(response.status()).toBe(200);
    const html = await response.text();
    const canonical = `${baseURL}/blog/${POSTS.legal.slug}`;
    expect(html).toContain(`<title>${POSTS.legal.title} | `);
    expect(html).toMatch(/<meta name="description" content="[^"]{40,}"/);
    expect(html).toContain(`<link rel="canonical" href="${canonical}"`);
    expect(html).toContain('<meta property="og:type" content="article"/>');
    expect(html).toMatch(/<meta property="og:image" content="[^"]+\.jpg"/);
    expect(html).toMatch(/<meta property="article:published_time" content="\d{4}-\d{2}-\d{2}T/);
    expect(html).toContain('"@type":"BlogPosting"');
    expect(html).toContain('"@type":"BreadcrumbList"');
    // The whole article, down to its last paragraph, with the cost examples.
    for (const text of ['100 RSD', '760 RSD', '7.600 RSD', 'Ako nisi siguran da li ti treba DOO'])
      expect(html).toContain(text);
  });

  test('the RSS feed and the sitemap list the published posts and categories', async ({ request, baseURL }) => {
    const feed = await request.get('/blog/rss.xml');
    expect(feed.headers()['content-type']).toContain('application/rss+xml');
    const xml = await feed.text();
    for (const post of Object.values(POSTS)) expect(xml).toContain(`<link>${baseURL}/blog/${post.slug}</link>`);

    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`<loc>${baseURL}/blog</loc>`);
    for (const post of Object.values(POSTS)) expect(sitemap).toContain(`<loc>${baseURL}/blog/${post.slug}</loc>`);
    expect(sitemap).toContain(`<loc>${baseURL}/blog/category/Marketing%20%26%20Prodaja</loc>`);
  });

  test('the list page has its own title, canonical and feed link', async ({ request, baseURL }) => {
    const html = await (await request.get('/blog', { headers: { 'user-agent': GOOGLEBOT } })).text();
    expect(html).toContain(`<link rel="canonical" href="${baseURL}/blog"`);
    expect(html).toContain('type="application/rss+xml"');
    expect(html).toContain('"@type":"Blog"');
  });
});
