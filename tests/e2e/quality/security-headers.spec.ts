import { createHash } from 'node:crypto';

import { expect, test } from '@playwright/test';

import { asNewVisitor } from '../forms/support';
import { PUBLIC_ROUTES_IN_BOTH_SCRIPTS } from '../support/public-routes';

/** Records every Content-Security-Policy violation the page reports, from its first script on. */
async function recordCspViolations(page: import('@playwright/test').Page): Promise<() => Promise<string[]>> {
  const consoleViolations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) consoleViolations.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return async () => [
    ...consoleViolations,
    ...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)),
  ];
}

test.describe('[SECURITY] Content-Security-Policy', () => {
  for (const path of PUBLIC_ROUTES_IN_BOTH_SCRIPTS) {
    test(`${path} sends the policy and breaks nothing under it`, async ({ page }) => {
      const violations = await recordCspViolations(page);
      const response = await page.goto(path);
      const policy = response?.headers()['content-security-policy'] ?? '';
      for (const directive of [
        "default-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ]) {
        expect(policy).toContain(directive);
      }
      await page.waitForLoadState('networkidle');
      // Interactive code still runs: the theme control opens (client components hydrated).
      await expect(page.locator('html')).toHaveAttribute('class', /light|dark/);
      expect(await violations()).toEqual([]);
    });
  }

  test('static files and feeds carry the policy too', async ({ request }) => {
    for (const path of [
      '/favicon.svg',
      '/images/logo.svg',
      '/robots.txt',
      '/sitemap.xml',
      '/events.ics',
      '/blog/rss.xml',
    ]) {
      const response = await request.get(path);
      expect(response.headers()['content-security-policy'], path).toContain("default-src 'self'");
    }
  });

  test('areas rendered per request get a fresh nonce on every response and on every script', async ({
    page,
    request,
  }) => {
    const first = (await request.get('/admin')).headers()['content-security-policy'];
    const second = (await request.get('/admin')).headers()['content-security-policy'];
    const nonce = /'nonce-([^']+)'/.exec(first ?? '')?.[1];
    expect(nonce).toBeTruthy();
    expect(first).toContain("'strict-dynamic'");
    expect(first).not.toContain("'unsafe-inline' ;");
    expect(second).not.toContain(`'nonce-${nonce}'`);

    // Every script the server renders carries this response's nonce (scripts Next loads later are
    // trusted through 'strict-dynamic'), except the root layout's theme script, allowed by its hash,
    // and next-themes' own script, which is inert (type="text/plain").
    const response = await request.get('/admin');
    const policy = response.headers()['content-security-policy'];
    const responseNonce = /'nonce-([^']+)'/.exec(policy ?? '')?.[1];
    const scripts = [...(await response.text()).matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes = '', body = ''] of scripts) {
      if (attributes.includes('type="text/plain"')) continue;
      if (attributes.includes(`nonce="${responseNonce}"`)) continue;
      const hash = createHash('sha256').update(body).digest('base64');
      expect(policy, `an inline script without the nonce: ${body.slice(0, 60)}`).toContain(`'sha256-${hash}'`);
    }

    const violations = await recordCspViolations(page);
    for (const path of ['/admin', '/auth', '/members/auth']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    expect(await violations()).toEqual([]);
  });
});

test.describe('[SECURITY] request ids', () => {
  // Where proxy.ts runs (pages rendered per request, whose logs carry the id); the public pages
  // served as built run no code of ours and log nothing.
  test('a short safe id from upstream is kept; anything else is replaced', async ({ request }) => {
    const kept = await request.get('/auth', { headers: { 'x-request-id': 'lb-7f3a.91_x' } });
    expect(kept.headers()['x-request-id']).toBe('lb-7f3a.91_x');
    const replaced = await request.get('/auth', { headers: { 'x-request-id': `"><script>${'x'.repeat(80)}` } });
    expect(replaced.headers()['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

test.describe('[SECURITY] malformed form posts', () => {
  test.beforeEach(async ({ page }) => {
    await asNewVisitor(page);
  });

  test('an action call that is not form data gets a clear Serbian 400, not a 500', async ({ request }) => {
    const response = await request.post('/contact', {
      headers: {
        'next-action': '7f00000000000000000000000000000000000000',
        'content-type': 'text/plain;charset=UTF-8',
      },
      data: '["$K1",{"name":"x"}]',
    });
    expect(response.status()).toBe(400);
    expect(await response.text()).toContain('Zahtev nije ispravan');
  });

  test('a form post over the 1 MB limit gets a Serbian 413, with or without JavaScript', async ({ request }) => {
    const message = 'a'.repeat(1_100_000);
    const withScript = await request.post('/contact', {
      headers: { 'next-action': '7f00000000000000000000000000000000000000' },
      multipart: { name: 'Ana', email: 'ana@primer.rs', message },
    });
    expect(withScript.status()).toBe(413);
    expect(await withScript.text()).toBe('Poslati sadržaj je prevelik. Skratite tekst i pokušajte ponovo.');
    const withoutScript = await request.post('/contact', {
      multipart: { name: 'Ana', email: 'ana@primer.rs', message },
    });
    expect(withoutScript.status()).toBe(413);
  });
});

test.describe('[SECURITY] addresses whose %-escapes do not decode', () => {
  test('are a Serbian 404 from the proxy, never Next’s 500, signed in or not', async ({ baseURL }) => {
    for (const path of [
      '/events/%E0%A4%A/event.ics',
      '/prijava-dogadjaj/%E0%A4%A',
      '/admin/events/%E0%A4%A',
      '/admin/members/%E0%A4%A',
      '/blog/%E0%A4%A',
    ]) {
      const response = await fetch(new URL(path, baseURL));
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toContain('Stranica nije pronađena');
    }
  });

  test('a stored file carries its own sandboxing policy, not the pages’', async ({ request }) => {
    const response = await request.get('/files/site-images/nema-ga.png');
    expect(response.status()).toBe(404);
    expect(response.headers()['content-security-policy']).toBe("default-src 'none'; sandbox");
  });
});
