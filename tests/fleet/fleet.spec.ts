import { expect, test, type Page } from '@playwright/test';
import { Client } from 'pg';

import { frontToast } from '../e2e/support/toast';
import { firstOf } from '../support/first';

/**
 * The fleet's checks (issue 24; 7 and 8: issue 50's waitlist and reminders), in order, through
 * HTTP only: instance A and B directly, and nginx in front of both (`baseURL`). scripts/fleet.mjs starts them and passes their addresses.
 * Pages are read with plain `fetch`: an anonymous visitor, no cookies.
 */
const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the fleet checks with npm run test:fleet`);
  return value;
};
const A = env('FLEET_A');
const B = env('FLEET_B');
const BALANCER = env('FLEET_BALANCER');
const CONTROL = env('FLEET_CONTROL');
const ADMIN = { email: env('FLEET_ADMIN_EMAIL'), password: env('FLEET_ADMIN_PASSWORD') };

test.describe.configure({ mode: 'serial' });

async function query<T>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: env('FLEET_DATABASE_URL') });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

async function control(path: string, method = 'POST'): Promise<unknown> {
  const response = await fetch(`${CONTROL}/control/${path}`, { method });
  if (!response.ok) throw new Error(`control ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

async function read(origin: string, path: string): Promise<{ status: number; body: string }> {
  const response = await fetch(`${origin}${path}`, { redirect: 'manual' });
  return { status: response.status, body: await response.text() };
}

/** The post page's not-found view (its heading or its title), which a failed read must never produce. */
const NOT_FOUND_VIEW = /<h1[^>]*>Članak nije pronađen<\/h1>|<title>Članak nije pronađen/;

/** Whether a page (read anonymously) shows a text; the message names the page, not its whole HTML. */
async function expectShows(origin: string, path: string, text: string, shown = true): Promise<void> {
  const { status, body } = await read(origin, path);
  expect(body.includes(text), `${origin}${path} (${status}) ${shown ? 'shows' : 'does not show'} “${text}”`).toBe(
    shown,
  );
}

let counter = 0;
/** ASCII only, so a post's slug is the title in lower case with dashes. */
function unique(prefix: string): string {
  counter += 1;
  return `${prefix} ${Date.now().toString(36)}${counter}`;
}
const slugOf = (title: string) => title.toLowerCase().replace(/\s+/g, '-');

async function signIn(page: Page, origin: string, next: string): Promise<void> {
  await page.goto(`${origin}/auth?next=${encodeURIComponent(next)}`);
  const form = page.getByRole('form', { name: 'Prijava' });
  await form.getByRole('textbox', { name: 'Email' }).fill(ADMIN.email);
  await form.getByLabel(/^Lozinka/).fill(ADMIN.password);
  await form.getByRole('button', { name: 'Prijavi se' }).click();
  await page.waitForURL(`${origin}${next}`);
}

async function expectToast(page: Page, title: string, description: string | RegExp): Promise<void> {
  await expect(frontToast(page)).toContainText(title);
  await expect(frontToast(page)).toContainText(description);
}

async function createAnnouncement(page: Page, origin: string, title: string): Promise<void> {
  await page.goto(`${origin}/admin?tab=announcements`);
  const form = page.getByRole('form', { name: 'Novo obaveštenje' });
  await form.getByRole('textbox', { name: 'Naslov', exact: true }).fill(title);
  await form.getByRole('textbox', { name: 'Sadržaj', exact: true }).fill('Objavljeno kroz jednu instancu flote.');
  await form.getByRole('spinbutton', { name: 'Prioritet (1–5)' }).fill('5');
  await form.getByRole('button', { name: 'Kreiraj obaveštenje' }).click();
  await expectToast(page, 'Uspešno', 'Obaveštenje je uspešno kreirano');
}

/** The contact form in the browser; the answer's toast text. */
async function sendContact(page: Page, origin: string, email: string): Promise<string> {
  await page.goto(`${origin}/contact`);
  const form = page.getByRole('form', { name: 'Kontakt forma' });
  await form.getByRole('textbox', { name: 'Ime', exact: true }).fill('Ana Anić');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await form.getByRole('textbox', { name: 'Poruka', exact: true }).fill('Zdravo, pišem kroz flotu servera.');
  await form.getByRole('button', { name: 'Pošalji poruku' }).click();
  await expect(frontToast(page)).toBeVisible();
  return (await frontToast(page).textContent()) ?? '';
}

test('1. a write through one instance is on the other one at its next request, both ways', async ({ page }) => {
  const event = firstOf(
    await query<{ title: string }>(
      'select title from events where is_active and event_date > now() order by event_date limit 1',
    ),
  );
  // Both instances have the pages in their route cache before the writes.
  for (const origin of [A, B])
    for (const path of ['/', '/events', '/blog']) expect((await read(origin, path)).status).toBe(200);

  await signIn(page, A, '/admin?tab=announcements');
  const announcement = unique('Obavestenje flote');
  await createAnnouncement(page, A, announcement);
  await expectShows(B, '/', announcement);

  // B's admin lists are remembered (its access memo) before A writes, so B must forget them.
  const adminLists = async (origin: string) => {
    await page.goto(`${origin}/admin?tab=events`);
    await expect(page.getByRole('heading', { name: /^Svi događaji/ })).toBeVisible();
    await page.goto(`${origin}/admin?tab=blog`);
    await expect(page.getByRole('form', { name: 'Blog post' })).toBeVisible();
  };
  await adminLists(B);
  await adminLists(A);

  await page.goto(`${A}/admin?tab=events`);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: event.title }) });
  await card.getByRole('button', { name: `Uredi događaj ${event.title}` }).click();
  const edit = page.getByRole('form', { name: `Uređivanje događaja ${event.title}` });
  const renamed = unique('Dogadjaj flote');
  await edit.getByRole('textbox', { name: 'Naslov', exact: true }).fill(renamed);
  await edit.getByRole('button', { name: 'Sačuvaj' }).click();
  await expectToast(page, 'Uspešno', 'Događaj je uspešno ažuriran');
  await expectShows(B, '/events', renamed);
  await expectShows(B, '/', renamed);
  await page.goto(`${B}/admin?tab=events`);
  await expect(page.getByRole('heading', { name: renamed })).toBeVisible();

  await page.goto(`${A}/admin?tab=blog`);
  const editor = page.getByRole('form', { name: 'Blog post' });
  const postTitle = unique('Objava flote');
  await editor.getByRole('textbox', { name: 'Naslov', exact: true }).fill(postTitle);
  await editor.getByRole('textbox', { name: 'Sadržaj (Markdown)' }).fill('Objavljeno na instanci A, čitano na B.');
  await editor.getByRole('button', { name: 'Objavi post' }).click();
  await expectToast(page, 'Uspešno', 'Post je objavljen');
  await expectShows(B, '/blog', postTitle);
  const post = await read(B, `/blog/${slugOf(postTitle)}`);
  expect(post.status).toBe(200);
  expect(post.body.includes(postTitle)).toBe(true);

  // The other way: written through B (the same session, see check 2), read on A.
  expect((await read(A, `/blog/${slugOf(postTitle)}`)).status).toBe(200);
  const second = unique('Obavestenje sa B');
  await createAnnouncement(page, B, second);
  await expectShows(A, '/', second);
  await page.goto(`${B}/admin?tab=blog`);
  await page.getByRole('button', { name: `Obriši post ${postTitle}` }).click();
  await page.getByRole('dialog', { name: 'Obrisati post?' }).getByRole('button', { name: 'Obriši' }).click();
  await expectToast(page, 'Uspešno', 'Post je uspešno obrisan');
  expect((await read(A, `/blog/${slugOf(postTitle)}`)).status).toBe(404);
  await expectShows(A, '/blog', postTitle, false);
  await page.goto(`${A}/admin?tab=blog`);
  await expect(page.getByRole('form', { name: 'Blog post' })).toBeVisible();
  await expect(page.getByRole('button', { name: `Obriši post ${postTitle}` })).toHaveCount(0);
});

/** /admin as a request with only this session cookie sees it: the panel or the sign-in card. */
async function adminPanelWith(origin: string, sessionCookie: string): Promise<boolean> {
  const response = await fetch(`${origin}/admin`, { headers: { cookie: sessionCookie }, redirect: 'manual' });
  const body = await response.text();
  if (/<h1[^>]*>Admin Panel<\/h1>/.test(body)) return true;
  expect(body, `${origin}/admin without a live session shows the sign-in card`).toContain('Prijavite se');
  return false;
}

test('2. a session made on A is valid on B, and signing out on B ends it on A, even for a copy of its cookie', async ({
  page,
}) => {
  await signIn(page, A, '/admin');
  const session = (await page.context().cookies()).find((cookie) => cookie.name === 'pm_session');
  expect(session, 'the session cookie').toBeDefined();
  const sessionCookie = `pm_session=${session!.value}`;
  // A has served this session (and remembers it, docs/architecture.md "Access memo").
  expect(await adminPanelWith(A, sessionCookie)).toBe(true);
  await page.goto(`${B}/admin`);
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
  await page.getByRole('button', { name: 'Odjavi se' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toHaveCount(0);
  await page.goto(`${A}/admin`);
  await expect(page.getByRole('button', { name: 'Prijavite se' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toHaveCount(0);
  // The browser dropped its cookie; a copy of it, sent to A right after, opens nothing either.
  expect(await adminPanelWith(A, sessionCookie)).toBe(false);
  expect(await adminPanelWith(B, sessionCookie)).toBe(false);
});

test('3. the contact form’s limit (3 per address) holds across both: 6 posts alternating, 3 accepted', async ({
  page,
}) => {
  // Its own client address (the instances trust one proxy hop), so no other check shares the per-IP count.
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '10.24.3.1' });
  const email = `flota.${Date.now().toString(36)}@primer.rs`;
  const answers: string[] = [];
  for (let attempt = 0; attempt < 6; attempt += 1) answers.push(await sendContact(page, attempt % 2 ? B : A, email));
  expect(answers.filter((text) => text.includes('Poruka poslata!'))).toHaveLength(3);
  expect(answers.filter((text) => text.includes('Previše pokušaja'))).toHaveLength(3);
  const stored = firstOf(
    await query<{ count: number }>('select count(*)::int as count from contact_messages where email = $1', [email]),
  );
  expect(stored.count).toBe(3);
});

test('6. every outbox row is delivered exactly once with both instances’ workers running', async ({ browser }) => {
  const rows = Array.from({ length: 40 }, (_, index) => `flota.posta.${index}@primer.rs`);
  await query(
    `insert into mail_outbox (to_addresses, subject, text_body, template)
     select array[address], 'Provera flote', 'Jedna poruka, jednom poslata.', 'contact.notification'
     from unnest($1::text[]) as address`,
    [rows],
  );
  // A form post on each instance at once: each schedules a delivery run after its response.
  const pages = await Promise.all([browser.newPage(), browser.newPage()]);
  await Promise.all(
    pages.map(async (page, index) => {
      await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.24.6.${index + 1}` });
      expect(await sendContact(page, index ? B : A, `flota.okidac.${index}.${Date.now()}@primer.rs`)).toContain(
        'Poruka poslata!',
      );
    }),
  );
  await expect
    .poll(
      async () =>
        firstOf(await query<{ count: number }>("select count(*)::int as count from mail_outbox where status <> 'sent'"))
          .count,
      { timeout: 90_000, intervals: [500] },
    )
    .toBe(0);
  const outbox = await query<{ id: string }>('select id from mail_outbox');
  const sent = (await control('mail', 'GET')) as { key: string | null }[];
  const deliveries = new Map<string, number>();
  for (const mail of sent) deliveries.set(String(mail.key), (deliveries.get(String(mail.key)) ?? 0) + 1);
  expect(outbox.length).toBeGreaterThanOrEqual(rows.length + 2);
  for (const { id } of outbox) expect(deliveries.get(`outbox-${id}`), id).toBe(1);
  expect(sent).toHaveLength(outbox.length);
});

test('5. the database down for 5 s under read traffic: no empty page, no 200 not-found; fresh content after', async ({
  page,
}) => {
  const post = firstOf(
    await query<{ slug: string; title: string }>(
      'select slug, title from blog_posts where published order by publish_date desc nulls last limit 1',
    ),
  );
  const announcement = firstOf(
    await query<{ title: string }>('select title from announcements where is_active order by created_at desc limit 1'),
  );
  const event = firstOf(
    await query<{ title: string }>(
      'select title from events where is_active and event_date > now() order by event_date limit 1',
    ),
  );
  const expected: Record<string, string> = {
    '/': announcement.title,
    '/events': event.title,
    '/blog': post.title,
    [`/blog/${post.slug}`]: post.title,
  };
  for (const origin of [A, B])
    for (const path of Object.keys(expected)) expect((await read(origin, path)).status).toBe(200);

  const answers: { path: string; status: number; body: string }[] = [];
  let running = true;
  const traffic = (async () => {
    while (running) {
      for (const path of Object.keys(expected)) answers.push({ path, ...(await read(BALANCER, path)) });
    }
  })();
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  await control('database/stop');
  const stoppedAt = answers.length;
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  const duringOutage = answers.slice(stoppedAt);
  await control('database/start');
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  running = false;
  await traffic;

  expect(duringOutage.length).toBeGreaterThan(10);
  for (const answer of answers) {
    expect(NOT_FOUND_VIEW.test(answer.body), `${answer.path} answered ${answer.status} with the not-found view`).toBe(
      false,
    );
    if (answer.status === 200)
      expect(answer.body.includes(expected[answer.path] ?? ''), `${answer.path} answered 200 without its content`).toBe(
        true,
      );
    else expect(answer.status, `${answer.path}`).toBeGreaterThanOrEqual(500);
  }
  // The last good pages were served while it was down.
  expect(duringOutage.filter((answer) => answer.status === 200).length).toBeGreaterThan(0);

  // Back up: nothing empty was stored, and a write is on both instances at their next request.
  for (const origin of [A, B]) expect((await read(origin, '/blog')).body.includes(post.title), origin).toBe(true);
  await signIn(page, A, '/admin?tab=announcements');
  const fresh = unique('Posle ispada baze');
  await createAnnouncement(page, A, fresh);
  for (const origin of [A, B]) await expectShows(origin, '/', fresh);
});

/** `datetime-local` for the admin's event form: now plus `days`, on Belgrade's clock the form reads. */
function localDateTime(days: number): string {
  const at = new Date(Date.now() + days * 24 * 60 * 60_000);
  const parts = new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Belgrade',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(at);
  return parts.replace(' ', 'T');
}

/** Outbox rows of `template` addressed to `email`. */
async function mailsTo(template: string, email: string): Promise<{ id: string; text_body: string }[]> {
  return query<{ id: string; text_body: string }>(
    'select id, text_body from mail_outbox where template = $1 and $2 = any(to_addresses) order by created_at',
    [template, email],
  );
}

/** The signed cancel link's token from a person's registration receipt. */
async function cancelTokenOf(email: string): Promise<string> {
  const [receipt] = await mailsTo('registration.confirm', email);
  const token = /otkazivanje-prijave\?token=(\S+)/.exec(receipt?.text_body ?? '')?.[1];
  if (!token) throw new Error(`no cancel link mailed to ${email}`);
  return decodeURIComponent(token);
}

/** The 'Otkaži prijavu' form of a cancel link's page on `origin`, as a browser without JavaScript reads it. */
async function cancelForm(origin: string, token: string): Promise<PlainForm> {
  return pageFormWith(origin, `/otkazivanje-prijave?token=${encodeURIComponent(token)}`, 'token');
}

/** Posts a cancel page's form to `origin`; the outcome. */
async function cancelThrough(origin: string, form: PlainForm, ip: string): Promise<string> {
  const body = new FormData();
  for (const [name, value] of form.fields) body.append(name, value);
  const response = await fetch(`${origin}${form.action}`, {
    method: 'POST',
    body,
    headers: { origin, 'x-forwarded-for': ip },
    redirect: 'manual',
  });
  return /status=([a-z-]+)/.exec(response.headers.get('location') ?? '')?.[1] ?? `HTTP ${response.status}`;
}

test('7. a cancellation on A: B’s page shows the freed place at its next request; the first in line is promoted once', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signIn(page, A, '/admin?tab=events');
  const title = unique('Lista cekanja flote');
  await page.getByRole('button', { name: 'Dodaj događaj' }).click();
  const create = page.getByRole('form', { name: 'Novi događaj' });
  await create.getByRole('textbox', { name: 'Naslov', exact: true }).fill(title);
  await create.getByLabel('Datum i vreme').fill(localDateTime(7));
  await create.getByRole('textbox', { name: 'Lokacija' }).fill('Beograd');
  await create.getByRole('spinbutton', { name: 'Maksimalan broj učesnika' }).fill('2');
  await create.getByRole('button', { name: 'Kreiraj događaj' }).click();
  await expectToast(page, 'Uspešno', 'Događaj je uspešno kreiran');
  const event = firstOf(await query<{ id: string }>('select id from events where title = $1', [title]));
  const path = `/prijava-dogadjaj?event=${event.id}`;

  // Two places, three people (one after another, so the line's order is known), on both instances.
  const stamp = Date.now().toString(36);
  const people = [1, 2, 3].map((n) => `flota.lista.${n}.${stamp}@primer.rs`);
  const answers: string[] = [];
  for (const [index, email] of people.entries()) {
    const origin = index % 2 ? B : A;
    answers.push(await registrationAnswer(origin, await registrationForm(path, origin), email, `10.24.7.${index + 1}`));
  }
  expect(answers[0]).toContain('Prijava poslata!');
  expect(answers[1]).toContain('Prijava poslata!');
  expect(answers[2]).toContain('listu čekanja: 1. mesto');
  await expectShows(B, path, 'Slobodnih mesta: 0 od 2');

  // The first's link, posted to A and to B at once (a double click, a second tab): one cancels.
  // Both pages are open before either button is pressed: a page read after the cancellation rightly shows no form.
  const firstToken = await cancelTokenOf(people[0]!);
  const [formA, formB] = [await cancelForm(A, firstToken), await cancelForm(B, firstToken)];
  const outcomes = await Promise.all([cancelThrough(A, formA, '10.24.7.11'), cancelThrough(B, formB, '10.24.7.12')]);
  expect(outcomes.sort()).toEqual(['otkazano', 'vec-otkazano']);
  const statuses = async () =>
    Object.fromEntries(
      (
        await query<{ email: string; status: string }>(
          'select email, status from event_registrations where event_id = $1',
          [event.id],
        )
      ).map((row) => [row.email, row.status]),
    );
  expect(await statuses()).toEqual({
    [people[0]!]: 'cancelled',
    [people[1]!]: 'registered',
    [people[2]!]: 'registered',
  });
  expect(await mailsTo('registration.promoted', people[2]!)).toHaveLength(1);
  for (const email of [people[0]!, people[1]!]) expect(await mailsTo('registration.promoted', email)).toHaveLength(0);
  // The freed place went to the third: still full, on both.
  await expectShows(B, path, 'Slobodnih mesta: 0 od 2');

  // The second cancels on A with nobody waiting: B's page shows the free place at its next request.
  expect(await cancelThrough(A, await cancelForm(A, await cancelTokenOf(people[1]!)), '10.24.7.13')).toBe('otkazano');
  await expectShows(B, path, 'Slobodnih mesta: 1 od 2');
  await expectShows(B, '/events', title);
  expect(
    firstOf(await query<{ n: number }>('select current_participants as n from events where id = $1', [event.id])).n,
  ).toBe(1);

  // The promotion's mail is delivered once.
  const [promotion] = await mailsTo('registration.promoted', people[2]!);
  await expect
    .poll(
      async () =>
        ((await control('mail', 'GET')) as { key: string }[]).filter((mail) => mail.key === `outbox-${promotion!.id}`)
          .length,
      { timeout: 90_000, intervals: [500] },
    )
    .toBe(1);
});

test('8. both instances run the reminder job at once: each registered person gets one reminder', async () => {
  test.setTimeout(400_000);
  const stamp = Date.now().toString(36);
  const event = firstOf(
    await query<{ id: string; title: string }>(
      `insert into events (title, event_date, location, event_key)
       values ($1, now() + interval '12 hours', 'Novi Sad', $2) returning id, title`,
      [`Podsetnik flote ${stamp}`, `podsetnik-flote-${stamp}`],
    ),
  );
  const people = Array.from({ length: 240 }, (_, index) => `flota.podsetnik.${index}.${stamp}@primer.rs`);
  // Registered three days ago (a registration of the last 24 hours gets no reminder); one waiting, one cancelled.
  const waiting = `flota.ceka.${stamp}@primer.rs`;
  const cancelled = `flota.otkazao.${stamp}@primer.rs`;
  const rows = [
    ...people.map((email) => ({ email, status: 'registered' })),
    { email: waiting, status: 'waitlisted' },
    { email: cancelled, status: 'cancelled' },
  ];
  await query(
    `insert into event_registrations
       (event_id, event_title, event_date, first_name, last_name, email, dedupe_key, status, cancelled_at, created_at)
     select $1, $2, 'sutra', 'Ana', 'Flotić', t.email, t.dedupe_key, t.status,
            case when t.status = 'cancelled' then now() end, now() - interval '3 days'
     from unnest($3::text[], $4::text[], $5::text[]) as t(email, status, dedupe_key)`,
    [
      event.id,
      event.title,
      rows.map((row) => row.email),
      rows.map((row) => row.status),
      rows.map((row) => (row.status === 'cancelled' ? null : `event:${event.id}:${row.email}`)),
    ],
  );
  // Both stopped and started at the same moment: each runs its jobs at start, on the one database.
  await control('restart');
  await expect
    .poll(
      async () =>
        firstOf(
          await query<{ n: number }>(
            "select count(*)::int as n from mail_outbox where template = 'event.reminder' and to_addresses && $1::text[]",
            [people],
          ),
        ).n,
      { timeout: 120_000, intervals: [500] },
    )
    .toBe(people.length);
  // A little longer: a second claim of a row would add its mail now.
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const perPerson = await query<{ email: string; mails: number }>(
    `select r.email, count(o.id)::int as mails from event_registrations r
     left join mail_outbox o on o.template = 'event.reminder' and r.email = any(o.to_addresses)
     where r.event_id = $1 group by r.email`,
    [event.id],
  );
  const mails = new Map(perPerson.map((row) => [row.email, row.mails]));
  for (const email of people) expect(mails.get(email), email).toBe(1);
  expect(mails.get(waiting)).toBe(0);
  expect(mails.get(cancelled)).toBe(0);
  // Both serve after the restart.
  for (const origin of [A, B]) expect((await read(origin, '/events')).status).toBe(200);
});

test('4. 32 concurrent form posts through nginx while A is killed: none acknowledged is lost, the rest go to B', async () => {
  const event = firstOf(
    await query<{ id: string }>(
      'select id from events where is_active and max_participants is null and event_date > now() order by event_date limit 1',
    ),
  );
  const form = await registrationForm(`/prijava-dogadjaj?event=${event.id}`);
  const emails = Array.from(
    { length: 32 },
    (_, index) => `flota.prijava.${index}.${Date.now().toString(36)}@primer.rs`,
  );
  const posts = emails.map(async (email, index) => {
    await new Promise((resolve) => setTimeout(resolve, index * 15));
    return { email, acknowledged: await postRegistration(form, email) };
  });
  await new Promise((resolve) => setTimeout(resolve, 120));
  await control('kill-a');
  const results = await Promise.all(posts);

  const acknowledged = results.filter((result) => result.acknowledged).map((result) => result.email);
  const stored = await query<{ email: string }>('select email from event_registrations where email = any($1::text[])', [
    emails,
  ]);
  const storedEmails = new Set(stored.map((row) => row.email));
  for (const email of acknowledged) expect(storedEmails.has(email), `${email} was acknowledged`).toBe(true);
  expect(acknowledged.length).toBeGreaterThan(0);

  // With A gone nginx sends every post to B.
  const later = await Promise.all(
    Array.from({ length: 4 }, (_, index) =>
      postRegistration(form, `flota.posle.${index}.${Date.now().toString(36)}@primer.rs`),
    ),
  );
  expect(later).toEqual([true, true, true, true]);
});

// ---------- the registration form without JavaScript, as a browser without scripts posts it ----------

interface PlainForm {
  action: string;
  fields: [string, string][];
}

/** The registration page's form: where it posts and its hidden fields (the server action's reference). */
async function registrationForm(path: string, origin = BALANCER): Promise<PlainForm> {
  return pageForm(origin, path, /(<form\b[^>]*aria-label="Prijava na događaj"[^>]*>)([\s\S]*?)<\/form>/);
}

/** The page's first form that has a field named `field` (the cancel link's page: `token`). */
async function pageFormWith(origin: string, path: string, field: string): Promise<PlainForm> {
  return pageForm(
    origin,
    path,
    new RegExp(`(<form\\b[^>]*>)((?:(?!<\\/form>)[\\s\\S])*?name="${field}"[\\s\\S]*?)<\\/form>`),
  );
}

async function pageForm(origin: string, path: string, pattern: RegExp): Promise<PlainForm> {
  const response = await fetch(`${origin}${path}`);
  expect(response.status).toBe(200);
  const html = await response.text();
  const [, formTag, formBody] = pattern.exec(html) ?? [];
  if (formTag === undefined || formBody === undefined) throw new Error(`no such form on ${origin}${path}`);
  const fields: [string, string][] = [];
  for (const input of formBody.matchAll(/<input\b[^>]*type="hidden"[^>]*>/g)) {
    const name = /name="([^"]*)"/.exec(input[0])?.[1];
    const value = /value="([^"]*)"/.exec(input[0])?.[1] ?? '';
    if (name) fields.push([decodeEntities(name), decodeEntities(value)]);
  }
  // Without JavaScript the form posts to its permalink (the page's own URL, query included).
  const action = decodeEntities(/action="([^"]*)"/.exec(formTag)?.[1] || path);
  return { action, fields };
}

function decodeEntities(text: string): string {
  return text
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

/** One registration posted to `origin` from client address `ip`; the answer's text. */
async function registrationAnswer(origin: string, form: PlainForm, email: string, ip: string): Promise<string> {
  const body = new FormData();
  for (const [name, value] of form.fields) body.append(name, value);
  body.append('firstName', 'Ana');
  body.append('lastName', 'Flotić');
  body.append('email', email);
  const response = await fetch(`${origin}${form.action}`, {
    method: 'POST',
    body,
    headers: { origin, 'x-forwarded-for': ip },
    redirect: 'manual',
  });
  return `${response.status} ${await response.text()}`;
}

/** One post through nginx; true when the answer says the registration was taken. */
async function postRegistration(form: PlainForm, email: string): Promise<boolean> {
  const body = new FormData();
  for (const [name, value] of form.fields) body.append(name, value);
  body.append('firstName', 'Ana');
  body.append('lastName', 'Flotić');
  body.append('email', email);
  try {
    const response = await fetch(`${BALANCER}${form.action}`, {
      method: 'POST',
      body,
      headers: { origin: BALANCER },
      redirect: 'manual',
    });
    const text = await response.text();
    return response.status === 200 && text.includes('Prijava poslata!');
  } catch {
    return false;
  }
}
