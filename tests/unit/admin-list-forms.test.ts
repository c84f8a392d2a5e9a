/**
 * The panel's heavy lists (issue 47): one form per list action, the rows' buttons naming it and
 * sending the row's id as their own name/value. A page renders one set of the action's hidden
 * fields however many rows it has, and what a button posts (without JavaScript: the form's fields
 * and the pressed button's) is still what the action reads.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import type { InboxItem, InboxScreen } from '@/lib/data/inbox';
import type { OutboxItem, OutboxScreen } from '@/lib/data/admin-outbox';
import { inboxHandledSchema, retryMailSchema } from '@/lib/validation/admin-inbox';
import { memberDecisionSchema } from '@/lib/validation/admin-members';

import { serverHtml } from '../support/server-html';

vi.mock('next/navigation', () => ({
  usePathname: () => '/admin',
  useRouter: () => ({ refresh: () => undefined, push: () => undefined, replace: () => undefined }),
  useSearchParams: () => new URLSearchParams(),
}));
vi.mock('@/lib/actions/admin-inbox', () => ({ setInboxHandled: async () => null, retryMail: async () => null }));
vi.mock('@/lib/actions/admin-members', () => ({ decideMember: async () => null }));

const { InboxView } = await import('@/components/admin/inbox/inbox-view');
const { OutboxView } = await import('@/components/admin/outbox/outbox-view');
const { MemberDecisionForms } = await import('@/components/admin/members/decision-buttons');
const { MemberItems } = await import('@/components/admin/members/member-items');

const uuid = (k: number) => `00000000-0000-4000-8000-${String(k).padStart(12, '0')}`;
const at = (k: number) => new Date(Date.UTC(2026, 10, 1, 8, k)).toISOString();

/** Every `<form …>…</form>` of the markup with its hidden fields. */
function formsOf(html: string) {
  return [...html.matchAll(/<form([^>]*)>(.*?)<\/form>/gs)].map(([, attributes = '', inner = '']) => ({
    id: /\sid="([^"]+)"/.exec(attributes)?.[1],
    hidden: Object.fromEntries(
      [...inner.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/>/g)].map(([, name, value]) => [
        name,
        value,
      ]),
    ),
  }));
}

/** Every submit button tied to a form by its `form` attribute. */
function rowButtonsOf(html: string) {
  return [...html.matchAll(/<button([^>]*)>(.*?)<\/button>/gs)]
    .map(([, attributes = '', inner = '']) => ({
      form: /\sform="([^"]+)"/.exec(attributes)?.[1],
      name: /\sname="([^"]+)"/.exec(attributes)?.[1],
      value: /\svalue="([^"]+)"/.exec(attributes)?.[1],
      label: /\saria-label="([^"]+)"/.exec(attributes)?.[1],
      text: inner.replace(/<[^>]+>/g, ''),
    }))
    .filter((button) => button.form);
}

/** What the browser posts for a pressed row button: its form's fields and the button's name/value. */
function posted(html: string, button: ReturnType<typeof rowButtonsOf>[number]) {
  const form = formsOf(html).find((item) => item.id === button.form);
  expect(form, `form ${button.form}`).toBeDefined();
  return { ...form!.hidden, [button.name!]: button.value! };
}

describe('the inbox: one form per outcome, a button per row', () => {
  const items: InboxItem[] = Array.from({ length: 25 }, (_, k) => ({
    id: uuid(k),
    createdAt: at(k),
    handledAt: k % 5 === 0 ? at(k + 1) : null,
    fields: [
      { key: 'name', label: 'Ime', value: `Osoba ${k}` },
      { key: 'email', label: 'Email', value: `osoba${k}@example.com` },
      { key: 'message', label: 'Poruka', value: `Tekst ${k}` },
      { key: 'phone', label: 'Telefon', value: null },
    ],
  }));
  const screen: InboxScreen = {
    items,
    total: 60,
    page: 1,
    pageSize: 25,
    pageCount: 3,
    unhandled: { contact: 40, join: 0, team: 0, registrations: 0, newsletter: 0 },
  };
  const CONTACT = { id: 'contact', label: 'Kontakt poruke', capability: 'admin' } as const;
  const JOIN = { id: 'join', label: 'Prijave za članstvo', capability: 'moderator' } as const;
  /** The inbox's page as the admin gets it: one kind's tab, a status filter and no search. */
  const renderInbox = (kind: typeof CONTACT | typeof JOIN, status: 'all' | 'unhandled', shown: InboxScreen) =>
    serverHtml(createElement(InboxView, { kind: kind.id, kinds: [kind], status, search: '', screen: shown }));
  let html = '';
  beforeAll(async () => {
    html = await renderInbox(CONTACT, 'all', screen);
  });

  it("renders the two outcomes' forms once, whatever the number of rows, and no per-row hidden fields", () => {
    const posting = formsOf(html).filter((form) => form.id);
    expect(posting.map((form) => form.id)).toEqual(['inbox-mark-handled', 'inbox-mark-unhandled']);
    expect(posting.map((form) => form.hidden)).toEqual([
      { kind: 'contact', handled: 'true' },
      { kind: 'contact', handled: 'false' },
    ]);
    expect(html).not.toContain('type="hidden" name="id"');
  });

  it('gives each row its button, with the same text and name as before, posting what the action reads', () => {
    const buttons = rowButtonsOf(html);
    expect(buttons).toHaveLength(25);
    for (const [k, button] of buttons.entries()) {
      const handled = k % 5 === 0;
      const text = handled ? 'Vrati u neobrađeno' : 'Označi kao obrađeno';
      expect(button).toMatchObject({ name: 'id', value: uuid(k), text, label: `${text}: Osoba ${k}` });
      const parsed = inboxHandledSchema.safeParse(posted(html, button));
      expect(parsed.success && parsed.data).toEqual({ kind: 'contact', id: uuid(k), handled: !handled });
    }
  });

  it('renders only the form whose buttons the page has', async () => {
    const unhandled = await renderInbox(JOIN, 'unhandled', {
      ...screen,
      items: items.filter((item) => item.handledAt === null),
    });
    expect(formsOf(unhandled).flatMap((form) => (form.id ? [[form.id, form.hidden]] : []))).toEqual([
      ['inbox-mark-handled', { kind: 'join', handled: 'true' }],
    ]);
    const empty = await renderInbox(CONTACT, 'all', { ...screen, items: [], total: 0 });
    expect(formsOf(empty).filter((form) => form.id)).toEqual([]);
  });

  it("still shows each submission's fields and dates", () => {
    expect(html).toContain('Tekst 24');
    expect(html).toContain('href="mailto:osoba3@example.com"');
    expect(html).toContain(`<time dateTime="${at(5)}">`);
    expect(html).not.toContain('Telefon');
    expect(html).toContain('prikazano 25 od 60');
  });
});

describe('the outbox: one retry form for the failed e-mails of a page', () => {
  const item = (k: number, status: OutboxItem['status']): OutboxItem => ({
    id: uuid(k),
    template: 'contact.received',
    subject: `Poruka ${k}`,
    to: [`primalac${k}@example.com`],
    status,
    attempts: status === 'failed' ? 5 : 0,
    lastError: status === 'failed' ? 'SMTP 550' : null,
    nextAttemptAt: at(k),
    sentAt: status === 'sent' ? at(k) : null,
    createdAt: at(k),
    body: `Tekst poruke ${k}`,
  });
  const screen = (items: OutboxItem[]): OutboxScreen => ({
    items,
    total: items.length,
    page: 1,
    pageSize: 20,
    pageCount: 1,
    counts: { all: items.length, pending: 0, sent: 0, failed: 0 },
  });

  it("renders one form, and 'Pošalji ponovo' only on failed rows, each posting its e-mail's id", async () => {
    const items = Array.from({ length: 20 }, (_, k) => item(k, k % 4 === 0 ? 'failed' : k % 2 ? 'sent' : 'pending'));
    const html = await serverHtml(createElement(OutboxView, { filter: 'all', screen: screen(items) }));
    expect(formsOf(html).map((form) => [form.id, form.hidden])).toEqual([['outbox-retry', {}]]);
    const buttons = rowButtonsOf(html);
    expect(buttons.map((button) => button.value)).toEqual([0, 4, 8, 12, 16].map(uuid));
    for (const button of buttons) {
      expect(button).toMatchObject({
        text: 'Pošalji ponovo',
        label: `Pošalji ponovo: Poruka ${Number(button.value!.slice(-2))}`,
      });
      expect(retryMailSchema.safeParse(posted(html, button)).success).toBe(true);
    }
    expect(html).toContain('Tekst poruke 19');
    expect(html).toContain('Poslednja greška: ');
  });

  it('renders no form when no e-mail of the page failed', async () => {
    const html = await serverHtml(
      createElement(OutboxView, { filter: 'sent', screen: screen([item(1, 'sent'), item(2, 'pending')]) }),
    );
    expect(html).not.toContain('<form');
  });
});

describe("the members tab: 'Odobri' and 'Odbij' are buttons of the list's two forms", () => {
  const rows = Array.from({ length: 20 }, (_, k) => ({
    id: uuid(k),
    fullName: `Član ${k}`,
    email: `clan${k}@example.com`,
    type: 'Startap',
    details: [['Industrija', 'IT']] as [string, string][],
    bio: null,
    pending: true,
  }));
  const html = renderToStaticMarkup(
    createElement('div', null, createElement(MemberDecisionForms), createElement(MemberItems, { rows })),
  );

  it('renders one form per decision and two buttons per member, each posting what the action reads', () => {
    expect(formsOf(html).map((form) => [form.id, form.hidden])).toEqual([
      ['member-approve', { decision: 'approved' }],
      ['member-reject', { decision: 'rejected' }],
    ]);
    const buttons = rowButtonsOf(html);
    expect(buttons).toHaveLength(40);
    for (const [k, row] of rows.entries()) {
      const [approve, reject] = buttons.slice(2 * k, 2 * k + 2);
      expect(approve).toMatchObject({
        name: 'memberId',
        value: row.id,
        text: 'Odobri',
        label: `Odobri: ${row.fullName}`,
      });
      expect(reject).toMatchObject({ name: 'memberId', value: row.id, text: 'Odbij', label: `Odbij: ${row.fullName}` });
      for (const [button, decision] of [
        [approve, 'approved'],
        [reject, 'rejected'],
      ] as const) {
        const parsed = memberDecisionSchema.safeParse({ note: '', ...posted(html, button!) });
        expect(parsed.success && parsed.data).toMatchObject({ memberId: row.id, decision });
      }
    }
    expect(html).toContain(`href="/admin/members/${uuid(7)}"`);
  });

  it('offers no decision on a member who is no longer pending', () => {
    const decided = renderToStaticMarkup(createElement(MemberItems, { rows: [{ ...rows[0]!, pending: false }] }));
    expect(decided).not.toContain('<button');
    expect(decided).toContain('Detalji i istorija');
  });
});
