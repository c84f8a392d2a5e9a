import { describe, expect, it } from 'vitest';

import { contentReportMail, messageDigestMail, mentorshipClosedMails } from '@/lib/mail/platform-templates';
import { formatConversationTime, mergeThread } from '@/lib/members/message-thread';
import { mentorshipRequestPath, mentorshipRequestRefusal, type MentorshipRequestFacts } from '@/lib/members/mentorship';
import { adEditPath, adExpiryFrom, adReportPath, parseTags, adFiltersFrom, adsListHref } from '@/lib/members/ads';
import { resourceFiltersFrom, resourceHref } from '@/lib/members/resources';
import { adSchema } from '@/lib/validation/ads';
import { closeConnectionSchema, messageSchema, resourceSchema } from '@/lib/validation/member-schemas';

const MAIL = {
  siteName: 'Mreža',
  siteUrl: 'https://mreza.test',
  teamAddress: 'tim@mreza.test',
  from: 'Mreža <no-reply@mreza.test>',
};

function issuesOf(result: {
  success: boolean;
  error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));
}

describe('ad schema (spec §5)', () => {
  it("requires title and description with the spec's messages", () => {
    const result = adSchema.safeParse({ title: '  ', description: '', requestType: '', category: '', tags: '' });
    expect(issuesOf(result)).toEqual({ title: 'Naslov je obavezan', description: 'Opis je obavezan' });
  });

  it('has no required rule for type and category: empty means seeking and other', () => {
    const result = adSchema.safeParse({
      title: 'Naslov',
      description: 'Opis',
      requestType: '',
      category: '',
      tags: '',
    });
    expect(result).toMatchObject({ success: true, data: { requestType: 'seeking', category: 'other', tags: [] } });
  });

  it('refuses a type or category that does not exist', () => {
    const result = adSchema.safeParse({
      title: 'Naslov',
      description: 'Opis',
      requestType: 'selling',
      category: 'crypto',
      tags: '',
    });
    expect(issuesOf(result)).toEqual({ requestType: 'Nepoznat tip oglasa', category: 'Nepoznata kategorija oglasa' });
  });
});

describe('tags typed comma separated (spec §5)', () => {
  it('trims each tag, drops empty ones and keeps each once whatever its case', () => {
    expect(parseTags(' fintech, B2B ,, Fintech ,Beograd , ')).toEqual(['fintech', 'B2B', 'Beograd']);
  });

  it('caps the number and the length of tags', () => {
    expect(parseTags(Array.from({ length: 15 }, (_, index) => `tag${index}`).join(','))).toHaveLength(10);
    expect(parseTags('x'.repeat(100))[0]).toHaveLength(40);
  });
});

describe('messages and mentorship schemas', () => {
  it('a blank message is refused', () => {
    expect(issuesOf(messageSchema.safeParse({ to: '00000000-0000-4000-8000-000000000000', text: ' \n\t ' }))).toEqual({
      text: 'Poruka ne može biti prazna.',
    });
  });

  it('a message to something that is not a member id cannot start a conversation', () => {
    expect(issuesOf(messageSchema.safeParse({ to: 'admin', text: 'Zdravo' }))).toEqual({
      to: 'Nije moguće pokrenuti konverzaciju sa ovim članom.',
    });
  });

  it('a connection closes only as completed or cancelled', () => {
    const id = '00000000-0000-4000-8000-000000000000';
    expect(closeConnectionSchema.safeParse({ connectionId: id, outcome: 'active' }).success).toBe(false);
    expect(closeConnectionSchema.safeParse({ connectionId: id, outcome: 'completed' })).toMatchObject({
      success: true,
      data: { outcome: 'completed' },
    });
  });
});

describe('mentorship request rules (spec §5 and capacity)', () => {
  const facts = (overrides: Partial<MentorshipRequestFacts> = {}): MentorshipRequestFacts => ({
    requester: { id: 'mentee', seekingMentor: true },
    mentor: { id: 'mentor', isMentor: true, capacity: null, activeMentees: 0 },
    hasOpenConnection: false,
    blocked: false,
    ...overrides,
  });

  it('refuses a request between two members when either blocked the other, without saying who', () => {
    expect(mentorshipRequestRefusal(facts({ blocked: true }))).toBe('blocked');
  });

  it('allows a member seeking a mentor to ask a mentor with room', () => {
    expect(mentorshipRequestRefusal(facts())).toBeNull();
    expect(
      mentorshipRequestRefusal(facts({ mentor: { id: 'mentor', isMentor: true, capacity: 3, activeMentees: 2 } })),
    ).toBeNull();
  });

  it('only a member flagged seeking_mentor may ask', () => {
    expect(mentorshipRequestRefusal(facts({ requester: { id: 'mentee', seekingMentor: false } }))).toBe('notSeeking');
  });

  it('never of oneself, even when seeking and a mentor', () => {
    expect(
      mentorshipRequestRefusal(
        facts({
          requester: { id: 'same', seekingMentor: true },
          mentor: { id: 'same', isMentor: true, capacity: null, activeMentees: 0 },
        }),
      ),
    ).toBe('self');
  });

  it('only of a listed mentor', () => {
    expect(mentorshipRequestRefusal(facts({ mentor: null }))).toBe('notMentor');
    expect(
      mentorshipRequestRefusal(facts({ mentor: { id: 'mentor', isMentor: false, capacity: null, activeMentees: 0 } })),
    ).toBe('notMentor');
  });

  it('never twice while a request is pending or the mentorship active', () => {
    expect(mentorshipRequestRefusal(facts({ hasOpenConnection: true }))).toBe('duplicate');
  });

  it("not when the mentor's active mentees reach the capacity", () => {
    expect(
      mentorshipRequestRefusal(facts({ mentor: { id: 'mentor', isMentor: true, capacity: 2, activeMentees: 2 } })),
    ).toBe('full');
    expect(
      mentorshipRequestRefusal(facts({ mentor: { id: 'mentor', isMentor: true, capacity: 0, activeMentees: 0 } })),
    ).toBe('full');
  });
});

describe('filters and list addresses', () => {
  it('unknown filter values mean all; the query is trimmed', () => {
    expect(adFiltersFrom({ type: 'svasta', category: '<script>' })).toEqual({
      query: '',
      type: 'all',
      category: 'all',
    });
    expect(resourceFiltersFrom({ q: '  vodič   za  ', type: 'video', category: 'nope' })).toEqual({
      query: 'vodič za',
      type: 'video',
      category: 'all',
    });
  });

  it("the ads' pages keep the tab and the filters; a dialog's address opens it over the same page", () => {
    const place = {
      mine: false,
      filters: { query: 'čačak 100%', type: 'offering' as const, category: 'all' as const },
      page: 3,
    };
    expect(adsListHref(place)).toBe('/members/requests?q=%C4%8Da%C4%8Dak+100%25&type=offering&strana=3');
    expect(adsListHref({ ...place, page: 1 })).toBe('/members/requests?q=%C4%8Da%C4%8Dak+100%25&type=offering');
    expect(adReportPath('ad-1', place)).toBe(
      '/members/requests?q=%C4%8Da%C4%8Dak+100%25&type=offering&report=ad-1&strana=3',
    );
    const mine = { mine: true, filters: { query: '', type: 'all' as const, category: 'all' as const }, page: 1 };
    expect(adEditPath('ad-2', mine)).toBe('/members/requests?mine=1&edit=ad-2');
  });

  it("a mentor's request address keeps the mentors' search and page", () => {
    expect(mentorshipRequestPath('m-1', { query: '', page: 1 })).toBe('/members/mentorship?request=m-1');
    expect(mentorshipRequestPath('m-1', { query: 'marko', page: 2 })).toBe(
      '/members/mentorship?q=marko&request=m-1&strana=2',
    );
  });
});

describe('dates and times', () => {
  it('an ad expires 60 days after posting or renewal', () => {
    expect(adExpiryFrom(new Date('2026-01-01T00:00:00Z')).toISOString()).toBe('2026-03-02T00:00:00.000Z');
  });

  it("the conversation list shows today's time, otherwise the day", () => {
    const now = new Date('2026-11-23T15:00:00Z');
    expect(formatConversationTime('2026-11-23T07:45:00Z', now)).toBe('08:45');
    expect(formatConversationTime('2026-11-20T07:45:00Z', now)).toMatch(/^20\. nov/);
  });
});

describe('thread merging (polling)', () => {
  it('adds each new message once, in time order', () => {
    const a = { id: 'a', mine: true, text: 'A', createdAt: '2026-11-23T10:00:00.000Z' };
    const b = { id: 'b', mine: false, text: 'B', createdAt: '2026-11-23T10:01:00.000Z' };
    const c = { id: 'c', mine: false, text: 'C', createdAt: '2026-11-23T10:00:30.000Z' };
    expect(mergeThread([a, b], [b, c]).map((message) => message.id)).toEqual(['a', 'c', 'b']);
    const unchanged = [a];
    expect(mergeThread(unchanged, [a])).toBe(unchanged);
  });
});

describe('resources', () => {
  it('open the external link first, otherwise the file', () => {
    expect(resourceHref({ externalUrl: 'https://a.rs', fileUrl: '/files/uploads/x.pdf' })).toBe('https://a.rs');
    expect(resourceHref({ externalUrl: null, fileUrl: '/files/uploads/x.pdf' })).toBe('/files/uploads/x.pdf');
  });

  it('need a web link or one of our files, never another scheme', () => {
    const base = {
      title: 'Vodič',
      description: '',
      category: '',
      resourceType: '',
      tags: '',
      isFeatured: '',
      isActive: 'on',
    };
    expect(issuesOf(resourceSchema.safeParse({ ...base, externalUrl: '', fileUrl: '' }))).toEqual({
      externalUrl: 'Unesite link ka resursu ili fajlu',
    });
    expect(resourceSchema.safeParse({ ...base, externalUrl: 'javascript:alert(1)', fileUrl: '' }).success).toBe(false);
    expect(resourceSchema.safeParse({ ...base, externalUrl: '', fileUrl: '/files/uploads/plan.pdf' })).toMatchObject({
      success: true,
      data: { category: 'other', resourceType: 'guide', isFeatured: false, isActive: true },
    });
  });

  it('reads the boxes as the browser’s check holds them (react-hook-form: false unticked, the value or true ticked)', () => {
    const values = { title: 'Plan', externalUrl: 'https://primer.rs/plan', isFeatured: false, isActive: 'on' };
    expect(resourceSchema.safeParse(values)).toMatchObject({
      success: true,
      data: { isFeatured: false, isActive: true },
    });
    expect(resourceSchema.safeParse({ ...values, isFeatured: true, isActive: false })).toMatchObject({
      success: true,
      data: { isFeatured: true, isActive: false },
    });
  });
});

describe('activity e-mails', () => {
  it('the digest counts unread messages with Serbian plurals, never quotes them and links its unsubscribe', () => {
    const digest = (unread: number, senders: string[]) =>
      messageDigestMail(MAIL, {
        email: 'a@b.rs',
        fullName: 'Ana',
        unread,
        senders,
        unsubscribeUrl: 'https://primer.rs/members/odjava-pregleda?token=t',
      });
    expect(digest(1, ['Marko']).subject).toContain('1 nepročitanu poruku');
    expect(digest(3, []).subject).toContain('3 nepročitane poruke');
    const many = digest(5, ['Marko']);
    expect(many.text).toContain('5 nepročitanih poruka');
    expect(many.text).toContain('Ne šalji mi više dnevni pregled: https://primer.rs/members/odjava-pregleda?token=t');
    expect(many).toMatchObject({ template: 'member.digest', to: ['a@b.rs'] });
  });

  it('a report goes to every admin, or to the team address when there is none, with the text escaped in HTML', () => {
    const input = {
      kind: 'message' as const,
      reporter: { fullName: 'Boris', email: 'b@b.rs' },
      author: { fullName: 'Eva', email: 'e@b.rs' },
      text: '<img src=x onerror=alert(1)>',
      createdAt: new Date('2026-11-23T10:00:00Z'),
      reasonCategory: 'spam' as const,
      reason: null,
    };
    expect(contentReportMail(MAIL, { ...input, adminEmails: ['a1@b.rs', 'a2@b.rs'] }).to).toEqual([
      'a1@b.rs',
      'a2@b.rs',
    ]);
    const fallback = contentReportMail(MAIL, { ...input, adminEmails: [] });
    expect(fallback.to).toEqual(['tim@mreza.test']);
    expect(fallback.html).not.toContain('<img');
    expect(fallback.text).toContain('Razlog: Neželjene poruke ili reklama');
    const ad = contentReportMail(MAIL, { ...input, kind: 'ad', adminEmails: [] });
    expect(ad).toMatchObject({ template: 'ad.report', subject: expect.stringContaining('Prijavljen oglas') });
  });

  it('closing a connection mails both sides', () => {
    const mentor = { fullName: 'Marko', email: 'm@b.rs' };
    const mentee = { fullName: 'Ana', email: 'a@b.rs' };
    const mails = mentorshipClosedMails(MAIL, {
      mentor,
      mentee,
      closedBy: mentee,
      outcome: 'completed',
      recipients: [mentor, mentee],
    });
    expect(mails.map((mail) => mail.to[0])).toEqual(['m@b.rs', 'a@b.rs']);
    expect(mails[0]?.subject).toContain('završena');
  });
});
