import { describe, expect, it } from 'vitest';

import { ads, announcements, blogPosts, memberProfiles, mentorshipConnections, siteMedia } from '@/lib/db/schema';

import {
  BACKENDS,
  expectViolation,
  NO_SEED,
  PG_CHECK_VIOLATION,
  PG_UNIQUE_VIOLATION,
  useTestDatabase,
} from './support/database';
import { firstOf } from '../support/first';

/**
 * The database is the last line of defence: even a buggy action cannot store a value the spec
 * forbids. Each rule is shown both ways, so a test cannot pass because every insert fails.
 */
describe.each(BACKENDS)('constraints on %s', (backend) => {
  const database = useTestDatabase(backend, NO_SEED);
  let counter = 0;
  const unique = (prefix: string) => `${prefix}-${++counter}`;

  async function member(overrides: Partial<typeof memberProfiles.$inferInsert> = {}) {
    const row = firstOf(
      await database.db
        .insert(memberProfiles)
        .values({ email: `${unique('clan')}@example.com`, fullName: 'Ana Anić', memberType: 'startup', ...overrides })
        .returning({ id: memberProfiles.id }),
    );
    return row.id;
  }

  describe('announcements.priority', () => {
    it.each([1, 5])('accepts priority %i', async (priority) => {
      await database.db.insert(announcements).values({ title: unique('Obaveštenje'), priority });
    });

    it.each([0, 6, -1])('rejects priority %i', async (priority) => {
      await expectViolation(
        database.db.insert(announcements).values({ title: unique('Obaveštenje'), priority }),
        PG_CHECK_VIOLATION,
        'announcements_priority_check',
      );
    });

    it('rejects an unknown announcement type', async () => {
      await expectViolation(
        database.db.insert(announcements).values({ title: unique('Obaveštenje'), type: 'promo' }),
        PG_CHECK_VIOLATION,
        'announcements_type_check',
      );
    });
  });

  describe('site_media.media_key', () => {
    it('rejects a second image with the same key', async () => {
      const mediaKey = unique('media_key');
      await database.db.insert(siteMedia).values({ mediaKey, fileUrl: '/a.svg' });
      await expectViolation(
        database.db.insert(siteMedia).values({ mediaKey, fileUrl: '/b.svg' }),
        PG_UNIQUE_VIOLATION,
        'site_media_media_key_unique',
      );
    });

    it('rejects an unknown placement section', async () => {
      await expectViolation(
        database.db.insert(siteMedia).values({ mediaKey: unique('media_key'), placementSection: 'sidebar' }),
        PG_CHECK_VIOLATION,
        'site_media_placement_section_check',
      );
    });
  });

  describe('member_profiles', () => {
    it.each(['pending', 'approved', 'rejected'])('accepts approval status %s', async (approvalStatus) => {
      await member({ approvalStatus });
    });

    it.each(['odobren', 'APPROVED', ''])('rejects approval status %j', async (approvalStatus) => {
      await expectViolation(member({ approvalStatus }), PG_CHECK_VIOLATION, 'member_profiles_approval_status_check');
    });

    it.each(['startup', 'company', 'individual'])('accepts member type %s', async (memberType) => {
      await member({ memberType });
    });

    it.each(['investor', 'Startup'])('rejects member type %j', async (memberType) => {
      await expectViolation(member({ memberType }), PG_CHECK_VIOLATION, 'member_profiles_member_type_check');
    });
  });

  describe('ads.request_type', () => {
    it.each(['seeking', 'offering'])('accepts %s', async (requestType) => {
      const memberId = await member();
      await database.db.insert(ads).values({ memberId, requestType, title: 'Tražim mentora', description: 'Opis' });
    });

    it.each(['selling', ''])('rejects %j', async (requestType) => {
      const memberId = await member();
      await expectViolation(
        database.db.insert(ads).values({ memberId, requestType, title: 'Tražim mentora', description: 'Opis' }),
        PG_CHECK_VIOLATION,
        'ads_request_type_check',
      );
    });
  });

  describe('mentorship_connections.status', () => {
    it.each(['pending', 'active', 'completed', 'cancelled'])('accepts %s', async (status) => {
      const [mentorId, menteeId] = [await member(), await member()];
      await database.db.insert(mentorshipConnections).values({ mentorId, menteeId, status });
    });

    it.each(['accepted', 'done'])('rejects %j', async (status) => {
      const [mentorId, menteeId] = [await member(), await member()];
      await expectViolation(
        database.db.insert(mentorshipConnections).values({ mentorId, menteeId, status }),
        PG_CHECK_VIOLATION,
        'mentorship_connections_status_check',
      );
    });

    it('rejects a member mentoring themselves', async () => {
      const id = await member();
      await expectViolation(
        database.db.insert(mentorshipConnections).values({ mentorId: id, menteeId: id }),
        PG_CHECK_VIOLATION,
        'mentorship_connections_not_self_check',
      );
    });
  });

  describe('blog_posts.slug', () => {
    it('rejects a second post with the same slug', async () => {
      const slug = unique('prvi-clanak');
      await database.db.insert(blogPosts).values({ title: 'Prvi članak', slug });
      await expectViolation(
        database.db.insert(blogPosts).values({ title: 'Drugi članak', slug }),
        PG_UNIQUE_VIOLATION,
        'blog_posts_slug_unique',
      );
    });

    it.each(['Veliko-Slovo', 'razmak u sredini', '-crtica', 'dve--crtice', 'čćžšđ'])(
      'rejects the malformed slug %j',
      async (slug) => {
        await expectViolation(
          database.db.insert(blogPosts).values({ title: 'Članak', slug }),
          PG_CHECK_VIOLATION,
          'blog_posts_slug_format_check',
        );
      },
    );
  });

  it('keeps the constraint tests honest: a valid member row is stored', async () => {
    const id = await member();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
  });
});
