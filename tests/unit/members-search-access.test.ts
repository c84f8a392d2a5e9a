import { describe, expect, it } from 'vitest';

import { afterSignInPath, memberRedirect, type MemberScreen, type StandingKind } from '@/lib/members/access';
import { isCurrentNavItem, MEMBER_NAV_ITEMS } from '@/lib/members/navigation';
import { categoriesMatching, directoryTypeFrom, matchesSearch, substringPattern } from '@/lib/members/search';

describe('search normalisation', () => {
  it('matches a substring of any field, skipping empty ones', () => {
    expect(matchesSearch('djordjev', [null, 'Stefan Đorđević'])).toBe(true);
    expect(matchesSearch('MARKETING', ['Digitalni marketing'])).toBe(true);
    expect(matchesSearch('fintech', ['Ana', null, undefined])).toBe(false);
    expect(matchesSearch('   ', [])).toBe(true);
  });
});

describe('the search in SQL: pattern and categories', () => {
  it('folds the whole query into one substring pattern, % and _ matched literally', () => {
    expect(substringPattern('  Марко  Đorđević ')).toBe('%marko djordjevic%');
    expect(substringPattern('Čačak')).toBe('%cacak%');
    expect(substringPattern('100%_a\\b')).toBe('%100\\%\\_a\\\\b%');
    expect(substringPattern('   ')).toBeNull();
  });

  it('never matches across two fields: a query holding their separator matches nothing', () => {
    expect(substringPattern('marko\u001fbeograd')).toBe(false);
  });

  it('finds categories by key or Serbian label, folded', () => {
    const labels = { funding: 'Finansiranje', talent: 'Talenti', other: 'Ostalo' };
    expect(categoriesMatching(labels, 'FINANS')).toEqual(['funding']);
    expect(categoriesMatching(labels, 'fund')).toEqual(['funding']);
    expect(categoriesMatching(labels, 'Таленти')).toEqual(['talent']);
    expect(categoriesMatching(labels, 'n')).toEqual(['funding', 'talent']);
    expect(categoriesMatching(labels, '')).toEqual([]);
  });
});

describe('directory filter', () => {
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
