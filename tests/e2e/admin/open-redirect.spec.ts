import { expect, test } from '@playwright/test';

import { OPEN_REDIRECT_VECTORS } from '../../support/open-redirect-vectors';
import { signInAsAdmin } from '../support/accounts';

/**
 * `next` over HTTP (issue 25): what the server itself answers for each vector. A signed-in visitor
 * of /auth is redirected at once, so every Location must stay on this site; a visitor without a
 * session gets the sign-in form, whose hidden `next` is already the safe path.
 */
test.describe('[SECURITY] /auth?next= never leads off the site', () => {
  test('signed in: every vector redirects to a path of this site', async ({ page, baseURL }) => {
    test.slow();
    await signInAsAdmin(page);
    const origin = new URL(baseURL!).origin;
    for (const vector of OPEN_REDIRECT_VECTORS) {
      const response = await page.request.get(`/auth?next=${encodeURIComponent(vector)}`, { maxRedirects: 0 });
      expect([303, 307, 308], vector).toContain(response.status());
      const location = response.headers()['location'] ?? '';
      expect(new URL(location, origin).origin, `${vector} → ${location}`).toBe(origin);
    }
  });

  test('signed out: the form carries only a safe next', async ({ request }) => {
    for (const vector of OPEN_REDIRECT_VECTORS) {
      const html = await (await request.get(`/auth?next=${encodeURIComponent(vector)}`)).text();
      const values = [...html.matchAll(/name="next" value="([^"]*)"/g)].map(([, value]) => value);
      // Every vector is refused, so the form sends the panel's own path (an empty next sends none).
      expect(values, vector).toEqual(vector === '' ? [] : ['/admin']);
    }
  });
});
