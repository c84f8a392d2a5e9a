import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';

import type { ActionContext } from '@/lib/auth/context';
import { newsletterSubscribers, newsletterSuppressions } from '@/lib/db/schema';
import { newsletterUnsubscribeToken, newsletterUnsubscribeUrls } from '@/lib/newsletter/unsubscribe-link';

import { resendEventBody, signedWebhookRequest, testWebhookSecret } from '../support/svix-signature';
import { testContext } from './forms-support';
import { BACKENDS, NO_SEED, useAsAppDatabase, useTestDatabase } from './support/database';

/**
 * The route files themselves, called as Next calls them (the request's context pointing at the
 * test database), so that their wiring to lib/newsletter is covered too: the one-click POST and
 * GET, and the webhook under the secret the environment gives it.
 */
const setup = vi.hoisted(() => {
  const secret = `whsec_${Buffer.from('a test secret of the webhook, 32b').toString('base64')}`;
  process.env.RESEND_WEBHOOK_SECRET = secret;
  return { secret, context: null as null | (() => Promise<ActionContext>) };
});
vi.mock('@/lib/auth/context', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/auth/context')>()),
  requestContext: () => {
    if (!setup.context) throw new Error('no request context set by the test');
    return setup.context();
  },
}));

const oneClick = await import('@/app/[script]/(public)/newsletter/odjava/jednim-klikom/route');
const webhook = await import('@/app/webhooks/resend/route');

const SITE = 'https://test.local';

describe.each(BACKENDS)('the newsletter’s route files on %s', (backend) => {
  const database = useTestDatabase(backend, NO_SEED);
  useAsAppDatabase(database);

  it('the one-click route unsubscribes on POST and only redirects on GET; the webhook route suppresses', async () => {
    setup.context = testContext(database.db).getContext;
    const email = 'ruta.test@primer.rs';
    await database.db
      .insert(newsletterSubscribers)
      .values({ firstName: 'R', lastName: 'T', email, mailbox: email, confirmedAt: new Date() });
    const unsubscribedAt = async () =>
      (await database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.mailbox, email)))[0]
        ?.unsubscribedAt ?? null;
    const { oneClickUrl } = newsletterUnsubscribeUrls(SITE, await newsletterUnsubscribeToken(database.db, email));

    const opened = oneClick.GET(new Request(oneClickUrl));
    expect(opened.status).toBe(303);
    expect(await unsubscribedAt()).toBeNull();
    const posted = await oneClick.POST(
      new Request(oneClickUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      }),
    );
    expect(posted.status).toBe(200);
    expect(await unsubscribedAt()).toBeInstanceOf(Date);

    const body = resendEventBody('email.complained', ['zalba.ruta@primer.rs']);
    expect(
      (await webhook.POST(signedWebhookRequest(`${SITE}/webhooks/resend`, testWebhookSecret(), body))).status,
    ).toBe(401);
    expect((await webhook.POST(signedWebhookRequest(`${SITE}/webhooks/resend`, setup.secret, body))).status).toBe(200);
    expect(
      await database.db
        .select({ reason: newsletterSuppressions.reason })
        .from(newsletterSuppressions)
        .where(eq(newsletterSuppressions.mailbox, 'zalba.ruta@primer.rs')),
    ).toEqual([{ reason: 'complaint' }]);
  });
});
