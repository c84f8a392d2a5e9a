import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { queryOutbox } from '@/lib/data/admin-outbox';
import { mailOutbox } from '@/lib/db/schema';
import { REDACTED_LINK } from '@/lib/mail/redact-links';

import { BACKENDS, NO_SEED, useTestDatabase } from './support/database';

const renewal = (token: string) =>
  `Produži oglas: https://test.local/members/obnova-oglasa?token=${token}\nMoji oglasi: https://test.local/members/requests?mine=1`;

describe.each(BACKENDS)('/admin/outbox shows a sent mail without its working links on %s', (backend) => {
  const database = useTestDatabase(backend, NO_SEED);

  it('redacts the links of sent mails only; the stored rows keep them for delivery and retry', async () => {
    const row = { toAddresses: ['ana@primer.rs'], template: 'request.expiring' as const };
    await database.db.insert(mailOutbox).values([
      { ...row, subject: 'Poslato', textBody: renewal('POSLATO'), status: 'sent', sentAt: new Date() },
      {
        toAddresses: ['ana@primer.rs'],
        template: 'member.digest',
        subject: 'Pregled',
        textBody: 'Ne šalji mi više dnevni pregled: https://test.local/members/odjava-pregleda?token=PREGLED',
        status: 'sent',
        sentAt: new Date(),
      },
      { ...row, subject: 'Čeka', textBody: renewal('CEKA') },
      { ...row, subject: 'Neuspelo', textBody: renewal('NEUSPELO'), status: 'failed', attempts: 8 },
    ]);
    const { items } = await queryOutbox(database.db, { filter: 'all', page: 1, pageSize: 50 });
    const bodyOf = (subject: string) => items.find((item) => item.subject === subject)?.body;

    expect(bodyOf('Poslato')).toBe(
      `Produži oglas: ${REDACTED_LINK}\nMoji oglasi: https://test.local/members/requests?mine=1`,
    );
    expect(bodyOf('Pregled')).toBe(`Ne šalji mi više dnevni pregled: ${REDACTED_LINK}`);
    expect(JSON.stringify(items)).not.toMatch(/POSLATO|PREGLED/);
    expect(bodyOf('Čeka')).toContain('token=CEKA');
    expect(bodyOf('Neuspelo')).toContain('token=NEUSPELO');

    const sent = (await queryOutbox(database.db, { filter: 'sent', page: 1, pageSize: 50 })).items;
    expect(JSON.stringify(sent)).not.toContain('token=');

    const [stored] = await database.db
      .select({ textBody: mailOutbox.textBody })
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, 'Poslato'));
    expect(stored?.textBody).toContain('token=POSLATO');
  });
});
