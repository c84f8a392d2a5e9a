import { describe, expect, it } from 'vitest';

import { afterSignInPath, memberRedirect, type MemberScreen, type StandingKind } from '@/lib/members/access';
import { isCurrentNavItem, MEMBER_NAV_ITEMS } from '@/lib/members/navigation';
import { directoryTypeFrom, filterDirectory, matchesSearch } from '@/lib/members/search';

describe('search normalisation', () => {
  it('matches a substring of any field, skipping empty ones', () => {
    expect(matchesSearch('djordjev', [null, 'Stefan Đorđević'])).toBe(true);
    expect(matchesSearch('MARKETING', ['Digitalni marketing'])).toBe(true);
    expect(matchesSearch('fintech', ['Ana', null, undefined])).toBe(false);
    expect(matchesSearch('   ', [])).toBe(true);
  });
});

describe('directory filter', () => {
  const members = [
    {
      id: '1',
      fullName: 'Ana Petrović',
      memberType: 'startup',
      whatTheyDo: 'Aplikacija za obroke',
      industry: 'Tehnologija',
      bio: null,
    },
    {
      id: '2',
      fullName: 'Jelena Nikolić',
      memberType: 'company',
      whatTheyDo: 'Digitalni marketing',
      industry: 'Marketing',
      bio: null,
    },
    {
      id: '3',
      fullName: 'Stefan Đorđević',
      memberType: 'individual',
      whatTheyDo: null,
      industry: null,
      bio: 'Student elektrotehnike',
    },
  ];

  it('searches name, what they do, industry and bio', () => {
    expect(filterDirectory(members, { query: 'obroke', type: 'all' }).map((m) => m.id)).toEqual(['1']);
    expect(filterDirectory(members, { query: 'tehnolog', type: 'all' }).map((m) => m.id)).toEqual(['1']);
    expect(filterDirectory(members, { query: 'elektro', type: 'all' }).map((m) => m.id)).toEqual(['3']);
    expect(filterDirectory(members, { query: 'dordevic', type: 'all' })).toEqual([]);
    expect(filterDirectory(members, { query: 'djordjevic', type: 'all' }).map((m) => m.id)).toEqual(['3']);
  });

  it('filters by type and combines with the search', () => {
    expect(filterDirectory(members, { query: '', type: 'company' }).map((m) => m.id)).toEqual(['2']);
    expect(filterDirectory(members, { query: 'ana', type: 'company' })).toEqual([]);
  });

  it('reads an unknown type from the URL as all', () => {
    expect(directoryTypeFrom('startup')).toBe('startup');
    expect(directoryTypeFrom('investor')).toBe('all');
    expect(directoryTypeFrom(undefined)).toBe('all');
  });
});

describe('access rules (spec §4, §6)', () => {
  const table: [MemberScreen, Record<StandingKind, string | null>][] = [
    [
      'platform',
      {
        anonymous: '/members/auth',
        'no-profile': '/members/auth',
        pending: '/members/pending-approval',
        rejected: '/members/rejected',
        suspended: '/members/suspended',
        approved: null,
        unknown: '/members/auth',
      },
    ],
    [
      'needs-profile',
      {
        anonymous: '/members/auth',
        'no-profile': '/members/profile',
        pending: '/members/pending-approval',
        rejected: '/members/rejected',
        suspended: '/members/suspended',
        approved: null,
        unknown: '/members/auth',
      },
    ],
    [
      'profile',
      {
        anonymous: '/members/auth',
        'no-profile': null,
        pending: '/members/pending-approval',
        rejected: '/members/rejected',
        suspended: '/members/suspended',
        approved: null,
        unknown: '/members/auth',
      },
    ],
    [
      'pending',
      {
        anonymous: '/members/auth',
        'no-profile': '/members/auth',
        pending: null,
        rejected: '/members/rejected',
        suspended: '/members/suspended',
        approved: '/members',
        unknown: '/members/auth',
      },
    ],
    [
      'rejected',
      {
        anonymous: '/members/auth',
        'no-profile': '/members/auth',
        pending: '/members/pending-approval',
        rejected: null,
        suspended: '/members/suspended',
        approved: '/members',
        unknown: '/members/auth',
      },
    ],
    [
      'suspended',
      {
        anonymous: '/members/auth',
        'no-profile': '/members/auth',
        pending: '/members/pending-approval',
        rejected: '/members/rejected',
        suspended: null,
        approved: '/members',
        unknown: '/members/auth',
      },
    ],
  ];
  for (const [screen, expected] of table) {
    it(`${screen}: sends each standing where the spec says`, () => {
      for (const [standing, target] of Object.entries(expected)) {
        expect(memberRedirect(screen, standing as StandingKind), `${screen} / ${standing}`).toBe(target);
      }
    });
  }

  it('after sign-in: no profile to the sign-up tab, the others to their pages', () => {
    expect(afterSignInPath('no-profile')).toBe('/members/auth?tab=registracija');
    expect(afterSignInPath('pending')).toBe('/members/pending-approval');
    expect(afterSignInPath('rejected')).toBe('/members/rejected');
    expect(afterSignInPath('suspended')).toBe('/members/suspended');
    expect(afterSignInPath('approved')).toBe('/members');
  });
});

describe('members navigation', () => {
  it('lists the spec’s eight items in order, /events among them', () => {
    expect(MEMBER_NAV_ITEMS.map((item) => item.href)).toEqual([
      '/members',
      '/members/profile',
      '/members/directory',
      '/members/requests',
      '/members/messages',
      '/events',
      '/members/mentorship',
      '/members/resources',
    ]);
  });

  it('marks the dashboard current only on itself', () => {
    expect(isCurrentNavItem('/members', '/members')).toBe(true);
    expect(isCurrentNavItem('/members', '/members/profile')).toBe(false);
    expect(isCurrentNavItem('/members/profile', '/members/profile')).toBe(true);
    expect(isCurrentNavItem('/members/requests', '/members/requests-old')).toBe(false);
  });
});
