import { expect, test } from '@playwright/test';

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** Each public route with a phrase of its own text and the JSON-LD types it must carry. */
const ROUTES: [path: string, text: string, types: string[]][] = [
  ['/', 'Rezultati koji govore', ['Organization']],
  ['/about', '', ['AboutPage']],
  ['/mentors', '', ['WebPage']],
  ['/team', '', ['WebPage']],
  ['/events', 'Predstojeći događaji', ['CollectionPage', 'Event']],
  ['/community', '', ['WebPage']],
  ['/stories', '', ['WebPage']],
  ['/join', '', ['WebPage', 'Organization']],
  ['/contact', '', ['ContactPage']],
];

test.describe('[CRAWLER] first HTML response', () => {
  for (const [path, text, types] of ROUTES) {
    test(`${path} carries its text, title, description, canonical, Open Graph and JSON-LD without JavaScript`, async ({
      request,
      baseURL,
    }) => {
      const response = await request.get(path, { headers: { 'user-agent': GOOGLEBOT } });
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toMatch(/<title>[^<]{5,}<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);
      expect(html).toMatch(/<meta name="keywords" content="[^"]+"/);
      const canonical = `${baseURL}${path === '/' ? '' : path}`;
      expect(html).toContain(`<link rel="canonical" href="${canonical}"`);
      expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
      expect(html).toContain(`<meta property="og:url" content="${canonical}"`);
      expect(html).toMatch(/<h1[^>]*>/);
      if (text) expect(html).toContain(text);
      const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
        .map((match) => match[1])
        .join('\n');
      for (const type of types) expect(jsonLd).toContain(`"@type":"${type}"`);
    });
  }

  test('sitemap.xml lists every public route and robots.txt points to it', async ({ request, baseURL }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const [path] of ROUTES) expect(sitemap).toContain(`<loc>${baseURL}${path === '/' ? '' : path}</loc>`);
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  test('every response carries the baseline security headers', async ({ request }) => {
    const response = await request.get('/');
    const headers = response.headers();
    expect(headers['strict-transport-security']).toContain('max-age=');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['permissions-policy']).toContain('camera=()');
  });
});
