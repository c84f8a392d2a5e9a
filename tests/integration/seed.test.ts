import bcrypt from 'bcryptjs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { MEDIA_DEFAULTS, PARTNER_MEDIA_KEYS, SECTION_DEFAULTS, WILD_MIXER_MEDIA_KEYS } from '@/lib/content/defaults';
import type { SectionRecord } from '@/lib/content/resolve';
import { prepareDatabase } from '@/lib/db/prepare';
import { DEMO_ANNOUNCEMENTS, demoEvents } from '@/lib/db/seed';

import {
  BACKENDS,
  countAllTables,
  FULL_SEED,
  openTestDatabase,
  rows,
  TEST_ADMIN,
  type TestDatabase,
} from './support/database';
import { firstOf } from '../support/first';

const sorted = (values: Iterable<string>) => [...values].sort();

describe.each(BACKENDS)('seed on %s (demo content and an admin)', (backend) => {
  let database: TestDatabase;
  let seededAt: Date;

  beforeAll(async () => {
    database = await openTestDatabase(backend);
    seededAt = new Date();
    await prepareDatabase(database.handle, FULL_SEED);
  });

  afterAll(async () => {
    await database?.close();
  });

  it('creates an active content section for every key of SECTION_DEFAULTS, with its default text', async () => {
    const found = await rows<{
      section_key: string;
      title: string | null;
      subtitle: string | null;
      content: string | null;
      button_text: string | null;
      button_link: string | null;
      is_active: boolean;
    }>(database.db, sql`select * from content_sections`);
    const defaults = SECTION_DEFAULTS as Record<string, SectionRecord>;
    expect(Object.keys(defaults).length).toBeGreaterThan(0);
    expect(sorted(found.map((row) => row.section_key))).toEqual(sorted(Object.keys(defaults)));
    for (const row of found) {
      const expected = defaults[row.section_key];
      expect(row.is_active, row.section_key).toBe(true);
      expect(
        {
          title: row.title,
          subtitle: row.subtitle,
          content: row.content,
          buttonText: row.button_text,
          buttonLink: row.button_link,
        },
        row.section_key,
      ).toEqual({
        title: expected?.title ?? null,
        subtitle: expected?.subtitle ?? null,
        content: expected?.content ?? null,
        buttonText: expected?.buttonText ?? null,
        buttonLink: expected?.buttonLink ?? null,
      });
    }
  });

  it('creates a site image for every key of MEDIA_DEFAULTS, with its URL, alt text and placement', async () => {
    const found = await rows<{
      media_key: string;
      file_url: string;
      title: string;
      placement_section: string;
      is_active: boolean;
    }>(database.db, sql`select media_key, file_url, title, placement_section, is_active from site_media`);
    expect(sorted(found.map((row) => row.media_key))).toEqual(sorted(Object.keys(MEDIA_DEFAULTS)));
    for (const row of found) {
      const expected = MEDIA_DEFAULTS[row.media_key];
      expect([row.file_url, row.title, row.placement_section, row.is_active], row.media_key).toEqual([
        expected?.url,
        expected?.title,
        expected?.placement,
        true,
      ]);
    }
  });

  it('includes the ten Wild Mixer photos and the six partner logos', async () => {
    const found = await rows<{ media_key: string }>(database.db, sql`select media_key from site_media`);
    const keys = found.map((row) => row.media_key);
    const wildMixer = keys.filter((key) => /^wild_mixer_\d+$/.test(key));
    const partners = keys.filter((key) => /^partner_\d+$/.test(key));
    expect(sorted(wildMixer)).toEqual(sorted(Array.from({ length: 10 }, (_, i) => `wild_mixer_${i + 1}`)));
    expect(sorted(partners)).toEqual(sorted(Array.from({ length: 6 }, (_, i) => `partner_${i + 1}`)));
    expect(sorted(WILD_MIXER_MEDIA_KEYS)).toEqual(sorted(wildMixer));
    expect(sorted(PARTNER_MEDIA_KEYS)).toEqual(sorted(partners));
  });

  it('creates the demo events, with both predefined events upcoming', async () => {
    const found = await rows<{
      event_key: string | null;
      title: string;
      event_date: Date | string;
      is_active: boolean;
    }>(database.db, sql`select event_key, title, event_date, is_active from events`);
    const expected = demoEvents(seededAt);
    expect(sorted(found.map((row) => row.title))).toEqual(sorted(expected.map((event) => event.title)));
    for (const key of ['wild-mixer-april', 'startup-workshop-maj']) {
      const event = found.find((row) => row.event_key === key);
      expect(event, key).toBeDefined();
      expect(new Date(event!.event_date).getTime(), key).toBeGreaterThan(seededAt.getTime());
      expect(event!.is_active).toBe(true);
    }
    expect(
      found.filter((row) => new Date(row.event_date).getTime() < seededAt.getTime()).length,
    ).toBeGreaterThanOrEqual(2);
  });

  it('creates the demo announcements', async () => {
    const found = await rows<{ title: string; priority: number; is_active: boolean }>(
      database.db,
      sql`select title, priority, is_active from announcements`,
    );
    expect(sorted(found.map((row) => row.title))).toEqual(sorted(DEMO_ANNOUNCEMENTS.map((item) => item.title)));
    expect(found.every((row) => row.is_active)).toBe(true);
  });

  it('creates the admin account with a lower-case e-mail and a bcrypt hash of the password, never the password', async () => {
    const users = await rows<{ id: string; email: string; password_hash: string }>(
      database.db,
      // The demo members' accounts (lib/db/seed-members.ts) are checked in members.test.ts.
      sql`select id, email, password_hash from app_users where email not like '%@demo.local'`,
    );
    expect(users).toHaveLength(1);
    const user = firstOf(users);
    expect(user.email).toBe(TEST_ADMIN.email.toLowerCase());
    expect(user.password_hash).not.toBe(TEST_ADMIN.password);
    expect(user.password_hash).not.toContain(TEST_ADMIN.password);
    expect(user.password_hash).toMatch(/^\$2[aby]\$\d{2}\$/);
    expect(await bcrypt.compare(TEST_ADMIN.password, user.password_hash)).toBe(true);
    expect(await bcrypt.compare('pogresna-lozinka', user.password_hash)).toBe(false);

    const profiles = await rows<{ email: string; user_id: string }>(
      database.db,
      sql`select email, user_id from admin_profiles`,
    );
    expect(profiles).toEqual([{ email: TEST_ADMIN.email.toLowerCase(), user_id: user.id }]);
  });

  it('leaves the visitor tables empty', async () => {
    const counts = await countAllTables(database.db);
    for (const table of [
      'contact_messages',
      'join_applications',
      'team_applications',
      'event_registrations',
      'newsletter_subscribers',
      'mail_outbox',
      'app_sessions',
    ]) {
      expect(counts[table], table).toBe(0);
    }
  });
});

describe.each(BACKENDS)('seed on %s without demo content', (backend) => {
  it('a hosted start with no seed variables (DATABASE_URL only) creates nothing but the seed marker: no demo accounts', async () => {
    const database = await openTestDatabase(backend);
    vi.stubEnv('DATABASE_URL', 'postgres://app@db.example.com/zajednica');
    vi.stubEnv('SEED_DEMO_CONTENT', undefined);
    vi.stubEnv('ADMIN_EMAIL', undefined);
    vi.stubEnv('ADMIN_PASSWORD', undefined);
    vi.resetModules();
    const { getSeedConfig } = await import('@/lib/env');
    try {
      await prepareDatabase(database.handle, getSeedConfig());
      const counts = await countAllTables(database.db);
      // app_secrets: the link-signing key the migration made (not seed data).
      expect(Object.entries(counts).filter(([, count]) => count > 0)).toEqual([
        ['app_secrets', 1],
        ['site_settings', 1],
      ]);
    } finally {
      await database.close();
    }
  });

  it('creates only the admin account when one is configured, and only once across restarts', async () => {
    const database = await openTestDatabase(backend);
    try {
      const options = { demoContent: false, admin: TEST_ADMIN };
      await prepareDatabase(database.handle, options);
      await prepareDatabase(database.handle, options);
      const counts = await countAllTables(database.db);
      expect(Object.entries(counts).filter(([, count]) => count > 0)).toEqual([
        ['admin_profiles', 1],
        ['app_secrets', 1],
        ['app_users', 1],
        ['site_settings', 1],
      ]);
      const link = firstOf(
        await rows<{ linked: boolean }>(
          database.db,
          sql`select p.user_id = u.id as linked from admin_profiles p join app_users u on u.email = p.email`,
        ),
      );
      expect(link.linked).toBe(true);
    } finally {
      await database.close();
    }
  });
});
