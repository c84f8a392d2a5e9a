import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { requestMentorship } from '@/lib/actions/member-mentorship';
import { saveNotificationSettings } from '@/lib/actions/members';
import { mailOutbox, memberProfiles } from '@/lib/db/schema';
import { enqueueMail } from '@/lib/mail/outbox';

import { formData } from './forms-support';
import { signedInAccount, type TestAccount } from './support/accounts';
import { BACKENDS, NO_SEED, useTestDatabase } from './support/database';

describe.each(BACKENDS)('mails in the member’s script on %s', (backend) => {
  const database = useTestDatabase(backend, NO_SEED);
  const db = () => database.db;
  const member = () => signedInAccount(db(), { member: 'approved' });
  const chooseScript = (account: TestAccount, script: string) =>
    saveNotificationSettings.run(
      formData({ digestEmails: 'on', mentorshipEmails: 'on', script, __js: '1' }),
      account.context.getContext,
    );
  const scriptOf = async (account: TestAccount) =>
    (await db().select().from(memberProfiles).where(eq(memberProfiles.id, account.memberId!)))[0]?.script;
  const stored = async (ids: string[]) =>
    db().select().from(mailOutbox).where(inArray(mailOutbox.id, ids)).orderBy(mailOutbox.createdAt);
  const message = (to: string[]) => ({
    to,
    subject: 'Podsetnik: -{Startup Weekend}- sutra u Njujorku',
    text: 'Zdravo, vidimo se sutra. Detalji: https://primer.rs/events/njujork?x=lj, pišite na tim@primer.rs.',
    html: '<p>Zdravo, <a href="https://primer.rs/events/njujork" title="Događaj">džem sešn</a> -{Startup Weekend}-</p>',
    template: 'event.reminder' as const,
  });

  it('a member who chose Cyrillic gets mails in Cyrillic; links, addresses and marked words stay', async () => {
    const reader = await member();
    expect(await scriptOf(reader)).toBe('lat');
    expect((await chooseScript(reader, 'cir')).ok).toBe(true);
    expect(await scriptOf(reader)).toBe('cir');

    const [mail] = await stored(await enqueueMail(db(), [message([reader.email])]));
    expect(mail?.subject).toBe('Подсетник: Startup Weekend сутра у Њујорку');
    expect(mail?.textBody).toBe(
      'Здраво, видимо се сутра. Детаљи: https://primer.rs/events/njujork?x=lj, пишите на tim@primer.rs.',
    );
    expect(mail?.htmlBody).toBe(
      '<p>Здраво, <a href="https://primer.rs/events/njujork" title="Događaj">џем сешн</a> Startup Weekend</p>',
    );
  });

  it('finds the member by their mailbox, however the address is written', async () => {
    const reader = await member();
    await chooseScript(reader, 'cir');
    const [local, domain] = reader.email.split('@');
    const [mail] = await stored(await enqueueMail(db(), [message([`${local!.toUpperCase()}+obavestenja@${domain}`])]));
    expect(mail?.subject).toMatch(/^Подсетник/);
  });

  it('everyone else gets Latin without the authors’ marks, and so does a mail with any Latin reader', async () => {
    const cyrillic = await member();
    const latin = await member();
    await chooseScript(cyrillic, 'cir');
    const mails = await stored(
      await enqueueMail(db(), [
        message([latin.email]),
        message(['posetilac@primer.rs']),
        message([cyrillic.email, latin.email]),
      ]),
    );
    for (const mail of mails) {
      expect(mail.subject).toBe('Podsetnik: Startup Weekend sutra u Njujorku');
      expect(mail.htmlBody).toBe(
        '<p>Zdravo, <a href="https://primer.rs/events/njujork" title="Događaj">džem sešn</a> Startup Weekend</p>',
      );
    }
  });

  it('a mail a flow sends follows the setting (a mentorship request to a Cyrillic mentor)', async () => {
    const mentor = await member();
    const mentee = await member();
    await chooseScript(mentor, 'cir');
    await db().update(memberProfiles).set({ isMentor: true }).where(eq(memberProfiles.id, mentor.memberId!));
    await db().update(memberProfiles).set({ seekingMentor: true }).where(eq(memberProfiles.id, mentee.memberId!));
    const result = await requestMentorship.run(
      formData({ mentorId: mentor.memberId!, notes: 'Pomoć oko prodaje', focusAreas: 'prodaja', __js: '1' }),
      mentee.context.getContext,
    );
    expect(result.ok).toBe(true);
    const [mail] = await db().select().from(mailOutbox).where(eq(mailOutbox.template, 'mentorship.request'));
    expect(mail?.toAddresses).toEqual([mentor.email]);
    expect(mail?.subject).not.toMatch(/[a-zčćđšž]{3}/);
    expect(mail?.textBody).toContain('Помоћ око продаје');
  });

  it('refuses a script that is not offered with a Serbian message and keeps the setting; a form without the choice keeps it too', async () => {
    const reader = await member();
    await chooseScript(reader, 'cir');
    const refused = await chooseScript(reader, 'grcki');
    expect(refused.ok).toBe(false);
    expect(JSON.stringify(refused)).toContain('Izaberite pismo: latinicu ili ćirilicu.');
    expect(await scriptOf(reader)).toBe('cir');
    const older = await saveNotificationSettings.run(
      formData({ digestEmails: 'on', __js: '1' }),
      reader.context.getContext,
    );
    expect(older.ok).toBe(true);
    expect(await scriptOf(reader)).toBe('cir');
  });
});
