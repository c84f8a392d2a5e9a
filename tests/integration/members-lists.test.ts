import { randomUUID } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { listVisibleAds, listOwnAds } from '@/lib/data/ads';
import {
  listConnections,
  listMentees,
  listMentors,
  mentorshipCounts,
  openMentorshipsWith,
} from '@/lib/data/member-mentorship';
import { listActiveResources, listFeaturedResources } from '@/lib/data/member-resources';
import { listDirectoryPage } from '@/lib/data/members';
import { ads, knowledgeResources, memberProfiles, mentorshipConnections } from '@/lib/db/schema';
import { AD_CATEGORY_LABELS, ADS_PAGE_SIZE, type AdFilters } from '@/lib/members/ads';
import { RESOURCE_CATEGORY_LABELS, type ResourceFilters } from '@/lib/members/resources';
import { MENTORSHIP_PAGE_SIZE } from '@/lib/members/mentorship';
import { DIRECTORY_PAGE_SIZE, matchesSearch, type DirectoryFilter } from '@/lib/members/search';
import type { Page } from '@/lib/site/paging';

import { BACKENDS, NO_SEED, useTestDatabase } from './support/database';

/**
 * The members' lists at a community's size (issue 47): each is read one page at a time, filtered
 * and searched in SQL on the folded search columns, counted with `count`. The searches must find
 * exactly what the in-memory rule they replaced found (`matchesSearch` over the same fields): the
 * whole query as one substring of one field, blind to case, diacritics and the script.
 */

/** Every item of a paged list, in order, and the total each page reported. */
async function allPages<T>(read: (page: number) => Promise<Page<T>>): Promise<{ items: T[]; totals: number[] }> {
  const items: T[] = [];
  const totals: number[] = [];
  for (let page = 1; ; page += 1) {
    const current = await read(page);
    items.push(...current.items);
    totals.push(current.total);
    if (page >= current.pageCount) return { items, totals };
  }
}

/** Queries in Latin, Cyrillic, without diacritics, with LIKE's wildcards and across two fields. */
const SAMPLE_QUERIES = [
  'Марко',
  'marko',
  'cacak',
  'ČAČAK',
  'djordje',
  'Ђорђе',
  '%',
  '_',
  '100%',
  'a_b',
  'snake_case',
  '\\',
  'softver',
  'marko razvoj',
  'nema takvog',
  '',
] as const;

const MINUTE = 60_000;
const BASE = Date.parse('2026-01-01T00:00:00Z');
const at = (minutes: number) => new Date(BASE + minutes * MINUTE);

describe.each(BACKENDS)('the members lists on %s', (backend) => {
  describe('directory', () => {
    const database = useTestDatabase(backend, NO_SEED);
    const db = () => database.db;

    type Profile = typeof memberProfiles.$inferInsert;
    const profile = (fields: Partial<Profile> & { fullName: string }): Profile => ({
      email: `${randomUUID()}@clanovi.test`,
      memberType: 'individual',
      approvalStatus: 'approved',
      isActive: true,
      ...fields,
    });

    it('searches name, what they do, industry and bio in SQL exactly as the in-memory rule did', async () => {
      await db()
        .insert(memberProfiles)
        .values([
          profile({ fullName: 'Marko Marković', whatTheyDo: 'Razvoj softvera', createdAt: at(1) }),
          profile({ fullName: 'Ђорђе Петровић', bio: 'Живим у граду Чачак', memberType: 'startup', createdAt: at(2) }),
          profile({ fullName: 'Jelena Čačić', bio: 'Čačak, 100% posvećena', createdAt: at(3) }),
          profile({ fullName: 'Đorđe Ilić', whatTheyDo: 'Piše snake_case kod', createdAt: at(4) }),
          profile({ fullName: 'Ana a_b Nikolić', industry: 'Finansije', memberType: 'company', createdAt: at(5) }),
          profile({ fullName: 'Ana aXb', bio: 'C:\\putanja', createdAt: at(6) }),
          profile({ fullName: 'Sakrivena Marković', hideFromDirectory: true, createdAt: at(7) }),
          profile({ fullName: 'Na čekanju Marko', approvalStatus: 'pending', createdAt: at(8) }),
          profile({ fullName: 'Neaktivan Marko', isActive: false, createdAt: at(9) }),
        ]);
      const everyone = await db().select().from(memberProfiles);
      const listed = everyone
        .filter((row) => row.approvalStatus === 'approved' && row.isActive && !row.hideFromDirectory)
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? -1 : 1));

      for (const query of SAMPLE_QUERIES) {
        const expected = listed
          .filter((row) => matchesSearch(query, [row.fullName, row.whatTheyDo, row.industry, row.bio]))
          .map((row) => row.fullName);
        const { items, totals } = await allPages((page) => listDirectoryPage(db(), { query, type: 'all' }, page));
        expect(
          items.map((item) => item.fullName),
          query,
        ).toEqual(expected);
        expect(totals[0], query).toBe(expected.length);
      }
      // The samples that matter, spelled out.
      const names = async (filter: DirectoryFilter) =>
        (await listDirectoryPage(db(), filter, 1)).items.map((item) => item.fullName);
      expect(await names({ query: 'Марко', type: 'all' })).toEqual(['Marko Marković']);
      expect(await names({ query: 'cacak', type: 'all' })).toEqual(['Jelena Čačić', 'Ђорђе Петровић']);
      expect(await names({ query: '_', type: 'all' })).toEqual(['Ana a_b Nikolić', 'Đorđe Ilić']);
      expect(await names({ query: '%', type: 'all' })).toEqual(['Jelena Čačić']);
      expect(await names({ query: 'cacak', type: 'startup' })).toEqual(['Ђорђе Петровић']);
    });

    it('pages DIRECTORY_PAGE_SIZE newest first, keeps the filters on every page, and counts found and listed members', async () => {
      const before = (await listDirectoryPage(db(), { query: '', type: 'all' }, 1)).listed;
      await db()
        .insert(memberProfiles)
        .values(
          Array.from({ length: 30 }, (_, index) =>
            profile({
              fullName: `Stranica Član ${String(index).padStart(2, '0')}`,
              memberType: index % 3 === 0 ? 'company' : 'startup',
              createdAt: at(1000 + index),
            }),
          ),
        );
      const query = 'stranica clan';
      const first = await listDirectoryPage(db(), { query, type: 'all' }, 1);
      const size = DIRECTORY_PAGE_SIZE;
      const pageCount = Math.ceil(30 / size);
      expect(first).toMatchObject({ total: 30, listed: before + 30, page: 1, pageSize: size, pageCount });
      expect(first.items.map((item) => item.fullName)).toEqual(
        Array.from({ length: size }, (_, index) => `Stranica Član ${String(29 - index).padStart(2, '0')}`),
      );
      const second = await listDirectoryPage(db(), { query, type: 'all' }, 2);
      expect(second.items.map((item) => item.fullName)).toEqual(
        Array.from(
          { length: Math.min(size, 30 - size) },
          (_, index) => `Stranica Član ${String(29 - size - index).padStart(2, '0')}`,
        ),
      );

      const companies = await listDirectoryPage(db(), { query, type: 'company' }, 1);
      expect(companies).toMatchObject({ total: 10, listed: before + 30, pageCount: 1 });
      expect(companies.items.every((item) => item.memberType === 'company')).toBe(true);

      // Past the last page: an empty page that still knows the totals.
      const beyond = await listDirectoryPage(db(), { query, type: 'all' }, pageCount + 1);
      expect(beyond).toMatchObject({ items: [], total: 30, page: pageCount + 1, pageCount });
    });
  });

  describe('ads', () => {
    const database = useTestDatabase(backend, NO_SEED);
    const db = () => database.db;
    const ALL: AdFilters = { query: '', type: 'all', category: 'all' };
    const now = new Date(BASE + 10 * 24 * 60 * MINUTE);

    async function member(fields: Partial<typeof memberProfiles.$inferInsert> = {}) {
      const [row] = await db()
        .insert(memberProfiles)
        .values({
          email: `${randomUUID()}@oglasi.test`,
          fullName: 'Oglašivač',
          memberType: 'startup',
          approvalStatus: 'approved',
          ...fields,
        })
        .returning({ id: memberProfiles.id });
      return row!.id;
    }

    type Ad = typeof ads.$inferInsert;
    const ad = (memberId: string, minutes: number, fields: Partial<Ad> = {}): Ad => ({
      memberId,
      requestType: 'seeking',
      category: 'other',
      title: `Oglas ${minutes}`,
      description: 'Opis',
      createdAt: at(minutes),
      expiresAt: new Date(now.getTime() + 30 * 24 * 60 * MINUTE),
      ...fields,
    });

    it('searches title, description and the category (key or label) in SQL as the in-memory rule did; hidden, closed and expired ads never show', async () => {
      const owner = await member();
      const pendingOwner = await member({ approvalStatus: 'pending' });
      await db()
        .insert(ads)
        .values([
          ad(owner, 1, { title: 'Marko traži partnera za razvoj', category: 'partnership' }),
          ad(owner, 2, { title: 'Investitor iz Čačka', description: 'Ulažemo 100% u rane faze', category: 'funding' }),
          ad(owner, 3, { title: 'Програмер у Чачку', requestType: 'offering', category: 'talent' }),
          ad(owner, 4, { title: 'Kod u snake_case stilu', description: 'a_b', category: 'services' }),
          ad(owner, 5, { title: 'Đorđe nudi usluge', description: 'aXb', requestType: 'offering' }),
          ad(owner, 6, { title: 'Skriveni Marko', hiddenAt: now }),
          ad(owner, 7, { title: 'Zatvoreni Marko', isActive: false }),
          ad(owner, 8, { title: 'Istekli Marko', expiresAt: new Date(now.getTime() - 1000) }),
          ad(pendingOwner, 9, { title: 'Marko na čekanju' }),
        ]);
      const rows = await db().select().from(ads);
      const visible = rows
        .filter((row) => row.memberId === owner && row.isActive && !row.hiddenAt && row.expiresAt > now)
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
      const label = (category: string) => AD_CATEGORY_LABELS[category as keyof typeof AD_CATEGORY_LABELS];

      for (const query of [...SAMPLE_QUERIES, 'finansiranje', 'fund', 'ТАЛЕНТИ', 'usluge', 'tal']) {
        const expected = visible
          .filter((row) => matchesSearch(query, [row.title, row.description, row.category, label(row.category)]))
          .map((row) => row.title);
        const { items, totals } = await allPages((page) => listVisibleAds(db(), now, { ...ALL, query }, page));
        expect(
          items.map((item) => item.title),
          query,
        ).toEqual(expected);
        expect(totals[0], query).toBe(expected.length);
      }
      const titles = async (filters: Partial<AdFilters>) =>
        (await listVisibleAds(db(), now, { ...ALL, ...filters }, 1)).items.map((item) => item.title);
      expect(await titles({ query: 'Марко' })).toEqual(['Marko traži partnera za razvoj']);
      expect(await titles({ query: 'cacku' })).toEqual(['Програмер у Чачку']);
      expect(await titles({ query: 'finansiranje' })).toEqual(['Investitor iz Čačka']);
      expect(await titles({ query: '%' })).toEqual(['Investitor iz Čačka']);
      expect(await titles({ query: 'a_b' })).toEqual(['Kod u snake_case stilu']);
      expect(await titles({ type: 'offering', category: 'talent' })).toEqual(['Програмер у Чачку']);

      // The owner's own list keeps closed, expired and hidden ones, to renew or delete them.
      const own = await listOwnAds(db(), owner, { ...ALL, query: 'marko' }, 1);
      expect(own.items.map((item) => item.title)).toEqual([
        'Istekli Marko',
        'Zatvoreni Marko',
        'Skriveni Marko',
        'Marko traži partnera za razvoj',
      ]);
      expect(own.total).toBe(4);
    });

    it('pages ADS_PAGE_SIZE newest first with the filters applied before the limit, and the total from a count', async () => {
      const owner = await member({ fullName: 'Stranični oglašivač' });
      await db()
        .insert(ads)
        .values([
          ...Array.from({ length: 25 }, (_, index) =>
            ad(owner, 1000 + index, { title: `Paging oglas ${index}`, category: 'mentorship' }),
          ),
          ...Array.from({ length: 5 }, (_, index) =>
            ad(owner, 2000 + index, { title: `Paging oglas skriven ${index}`, category: 'mentorship', hiddenAt: now }),
          ),
          ad(owner, 3000, { title: 'Paging oglas druge kategorije', category: 'funding' }),
        ]);
      const filters: AdFilters = { query: 'paging oglas', type: 'all', category: 'mentorship' };
      const pageCount = Math.ceil(25 / ADS_PAGE_SIZE);
      const first = await listVisibleAds(db(), now, filters, 1);
      expect(first).toMatchObject({ total: 25, page: 1, pageSize: ADS_PAGE_SIZE, pageCount });
      expect(first.items.map((item) => item.title)).toEqual(
        Array.from({ length: ADS_PAGE_SIZE }, (_, index) => `Paging oglas ${24 - index}`),
      );
      const lastOffset = (pageCount - 1) * ADS_PAGE_SIZE;
      const last = await listVisibleAds(db(), now, filters, pageCount);
      expect(last.items.map((item) => item.title)).toEqual(
        Array.from({ length: 25 - lastOffset }, (_, index) => `Paging oglas ${24 - lastOffset - index}`),
      );
      expect(last.items[0]?.poster).toMatchObject({ fullName: 'Stranični oglašivač', memberType: 'startup' });
      expect((await listVisibleAds(db(), now, filters, pageCount + 1)).items).toEqual([]);

      const own = await listOwnAds(db(), owner, { ...ALL, query: 'paging oglas' }, 2);
      expect(own).toMatchObject({ total: 31, page: 2, pageCount: Math.ceil(31 / ADS_PAGE_SIZE) });
      expect(own.items).toHaveLength(Math.min(ADS_PAGE_SIZE, 31 - ADS_PAGE_SIZE));
    });
  });

  describe('resources', () => {
    const database = useTestDatabase(backend, NO_SEED);
    const db = () => database.db;
    const ALL: ResourceFilters = { query: '', type: 'all', category: 'all' };

    type Resource = typeof knowledgeResources.$inferInsert;
    const resource = (minutes: number, fields: Partial<Resource> = {}): Resource => ({
      title: `Resurs ${minutes}`,
      resourceType: 'guide',
      category: 'other',
      externalUrl: 'https://resursi.test',
      createdAt: at(minutes),
      ...fields,
    });

    it('searches title, description, tags and the category label in SQL as the in-memory rule did', async () => {
      await db()
        .insert(knowledgeResources)
        .values([
          resource(1, { title: 'Vodič za fiskalizaciju', tags: ['porezi', 'računi'], category: 'finance' }),
          resource(2, { title: 'Маркетинг на мрежама', description: 'Za startape iz Čačka', category: 'marketing' }),
          resource(3, { title: 'Skripta 100% besplatna', tags: ['snake_case'], resourceType: 'video' }),
          resource(4, { title: 'Skriveni računi', tags: ['računi'], isActive: false }),
        ]);
      const rows = (await db().select().from(knowledgeResources)).filter((row) => row.isActive);
      const label = (category: string) => RESOURCE_CATEGORY_LABELS[category as keyof typeof RESOURCE_CATEGORY_LABELS];
      for (const query of [...SAMPLE_QUERIES, 'RACUNI', 'finansije', 'umrezavanje', 'marketing']) {
        const expected = rows
          .filter((row) =>
            matchesSearch(query, [row.title, row.description, row.category, label(row.category), ...row.tags]),
          )
          .map((row) => row.id)
          .sort();
        const { items } = await allPages((page) => listActiveResources(db(), { ...ALL, query }, page));
        expect(items.map((item) => item.id).sort(), query).toEqual(expected);
      }
      const titles = async (filters: Partial<ResourceFilters>) =>
        (await listActiveResources(db(), { ...ALL, ...filters }, 1)).items.map((item) => item.title);
      expect(await titles({ query: 'RACUNI' })).toEqual(['Vodič za fiskalizaciju']);
      expect(await titles({ query: 'cacka' })).toEqual(['Маркетинг на мрежама']);
      expect(await titles({ query: 'finansije' })).toEqual(['Vodič za fiskalizaciju']);
      expect(await titles({ query: '%' })).toEqual(['Skripta 100% besplatna']);
      expect(await titles({ type: 'video' })).toEqual(['Skripta 100% besplatna']);
    });

    it('lists featured first, then newest, 24 a page; at most four featured above the list', async () => {
      await db()
        .insert(knowledgeResources)
        .values([
          ...Array.from({ length: 24 }, (_, index) =>
            resource(1000 + index, { title: `Stranica ${index}`, category: 'networking' }),
          ),
          ...Array.from({ length: 6 }, (_, index) =>
            resource(500 + index, { title: `Izdvojen ${index}`, category: 'networking', isFeatured: true }),
          ),
        ]);
      const filters: ResourceFilters = { ...ALL, category: 'networking' };
      const first = await listActiveResources(db(), filters, 1);
      expect(first).toMatchObject({ total: 30, pageSize: 24, pageCount: 2 });
      expect(first.items.slice(0, 7).map((item) => item.title)).toEqual([
        'Izdvojen 5',
        'Izdvojen 4',
        'Izdvojen 3',
        'Izdvojen 2',
        'Izdvojen 1',
        'Izdvojen 0',
        'Stranica 23',
      ]);
      const second = await listActiveResources(db(), filters, 2);
      expect(second.items.map((item) => item.title)).toEqual(
        Array.from({ length: 6 }, (_, index) => `Stranica ${5 - index}`),
      );
      expect((await listFeaturedResources(db())).map((item) => item.title)).toEqual([
        'Izdvojen 5',
        'Izdvojen 4',
        'Izdvojen 3',
        'Izdvojen 2',
      ]);
    });
  });

  describe('mentorship', () => {
    const database = useTestDatabase(backend, NO_SEED);
    const db = () => database.db;

    type Profile = typeof memberProfiles.$inferInsert;
    async function insertMembers(rows: (Partial<Profile> & { fullName: string })[]) {
      return db()
        .insert(memberProfiles)
        .values(
          rows.map((fields) => ({
            email: `${randomUUID()}@mentori.test`,
            memberType: 'individual',
            approvalStatus: 'approved',
            ...fields,
          })),
        )
        .returning({ id: memberProfiles.id, fullName: memberProfiles.fullName });
    }

    it('searches mentors (name, what they do, industry) and mentees (name, what they do, what they seek) in SQL as before', async () => {
      const [me] = await insertMembers([{ fullName: 'Ja Tražim Marka', seekingMentor: true }]);
      await insertMembers([
        { fullName: 'Marko Mentor', whatTheyDo: 'Razvoj softvera', isMentor: true },
        { fullName: 'Ђорђе Ментор', industry: 'Finansije', isMentor: true },
        { fullName: 'Jelena iz Čačka', whatTheyDo: '100% prodaja', isMentor: true, seekingMentor: true },
        { fullName: 'Sakriveni Marko', isMentor: true, hideFromDirectory: true },
        { fullName: 'Stefan', whatTheySeek: 'Mentora za snake_case kod', seekingMentor: true },
        { fullName: 'Ana', whatTheyDo: 'Dizajn', whatTheySeek: 'Марка из Чачка', seekingMentor: true },
      ]);
      const everyone = await db().select().from(memberProfiles);
      const listed = everyone
        .filter((row) => row.approvalStatus === 'approved' && row.isActive && !row.hideFromDirectory)
        .sort((a, b) => (a.fullName < b.fullName ? -1 : a.fullName > b.fullName ? 1 : a.id < b.id ? -1 : 1));
      for (const query of [...SAMPLE_QUERIES, 'tehnolog', 'finansije', 'prodaja']) {
        const mentors = listed
          .filter((row) => row.isMentor && matchesSearch(query, [row.fullName, row.whatTheyDo, row.industry]))
          .map((row) => row.fullName);
        const mentees = listed
          .filter(
            (row) =>
              row.seekingMentor &&
              row.id !== me!.id &&
              matchesSearch(query, [row.fullName, row.whatTheyDo, row.whatTheySeek]),
          )
          .map((row) => row.fullName);
        const foundMentors = await allPages((page) => listMentors(db(), query, page));
        const foundMentees = await allPages((page) => listMentees(db(), me!.id, query, page));
        expect(foundMentors.items.map((item) => item.fullName).sort(), query).toEqual([...mentors].sort());
        expect(foundMentees.items.map((item) => item.fullName).sort(), query).toEqual([...mentees].sort());
        expect(foundMentors.totals[0], query).toBe(mentors.length);
        expect(foundMentees.totals[0], query).toBe(mentees.length);
      }
      expect((await listMentors(db(), 'djordje', 1)).items.map((item) => item.fullName)).toEqual(['Ђорђе Ментор']);
      expect((await listMentees(db(), me!.id, 'cacka', 1)).items.map((item) => item.fullName)).toEqual([
        'Ana',
        'Jelena iz Čačka',
      ]);
      expect((await listMentees(db(), me!.id, 'marka', 1)).items.map((item) => item.fullName)).toEqual(['Ana']);
      expect(await mentorshipCounts(db(), me!.id)).toEqual({ mentors: 3, mentees: 3, connections: 0 });
    });

    it('pages mentors by name, MENTORSHIP_PAGE_SIZE a page; the connections page newest first; the open requests of a page', async () => {
      const mentors = await insertMembers(
        Array.from({ length: 30 }, (_, index) => ({
          fullName: `Zz Mentor ${String(index).padStart(2, '0')}`,
          isMentor: true,
        })),
      );
      const [mentee] = await insertMembers([{ fullName: 'Zz Mentee', seekingMentor: true }]);
      const query = 'zz mentor';
      const first = await listMentors(db(), query, 1);
      const size = MENTORSHIP_PAGE_SIZE;
      const pageCount = Math.ceil(30 / size);
      const secondLength = Math.min(size, 30 - size);
      expect(first).toMatchObject({ total: 30, pageSize: size, pageCount });
      expect(first.items.map((item) => item.fullName)).toEqual(
        Array.from({ length: size }, (_, index) => `Zz Mentor ${String(index).padStart(2, '0')}`),
      );
      expect((await listMentors(db(), query, 2)).items.map((item) => item.fullName)).toEqual(
        Array.from({ length: secondLength }, (_, index) => `Zz Mentor ${String(size + index).padStart(2, '0')}`),
      );

      await db()
        .insert(mentorshipConnections)
        .values(
          mentors.map((mentor, index) => ({
            mentorId: mentor.id,
            menteeId: mentee!.id,
            status: index === 0 ? 'active' : index < 26 ? 'pending' : 'cancelled',
            createdAt: at(index),
          })),
        );
      expect((await mentorshipCounts(db(), mentee!.id)).connections).toBe(30);
      const connections = await listConnections(db(), mentee!.id, 1);
      expect(connections).toMatchObject({ total: 30, pageCount });
      expect(connections.items[0]?.mentor.fullName).toBe('Zz Mentor 29');
      expect((await listConnections(db(), mentee!.id, 2)).items.map((item) => item.mentor.fullName)).toEqual(
        Array.from({ length: secondLength }, (_, index) => `Zz Mentor ${String(29 - size - index).padStart(2, '0')}`),
      );
      expect((await listConnections(db(), mentors[0]!.id, 1)).items).toHaveLength(1);
      // The active count on a mentor's card.
      expect((await listMentors(db(), query, 1)).items[0]).toMatchObject({
        fullName: 'Zz Mentor 00',
        activeMentees: 1,
      });

      const open = await openMentorshipsWith(
        db(),
        mentee!.id,
        mentors
          .slice(0, 3)
          .concat(mentors.slice(27))
          .map((mentor) => mentor.id),
      );
      expect(
        Object.fromEntries([...open].map(([id, status]) => [mentors.find((m) => m.id === id)!.fullName, status])),
      ).toEqual({ 'Zz Mentor 00': 'active', 'Zz Mentor 01': 'pending', 'Zz Mentor 02': 'pending' });
      expect(await openMentorshipsWith(db(), mentee!.id, [])).toEqual(new Map());
    });
  });
});
