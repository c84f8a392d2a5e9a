import { describe, expect, it } from 'vitest';

import { COPYRIGHT_YEAR, FOOTER_COMMUNITY, FOOTER_NAV, isActivePath, JOIN_CTA, MAIN_NAV } from '@/lib/site/navigation';

describe('MAIN_NAV', () => {
  it('lists the spec items in order with their exact labels and targets', () => {
    expect(MAIN_NAV.map(({ label, href }) => [label, href])).toEqual([
      ['Početna', '/'],
      ['O nama', '/about'],
      ['Tim', '/team'],
      ['Događaji', '/events'],
      ['Blog', '/blog'],
      ['Zajednica', '/community'],
      ['Shop', 'shop'],
      ['Kontakt', '/contact'],
    ]);
  });

  it('marks only Shop as external', () => {
    expect(MAIN_NAV.filter((item) => item.external).map((item) => item.label)).toEqual(['Shop']);
  });

  it('keeps the join call to action beside the menu, pointing at /join', () => {
    expect(JOIN_CTA).toEqual({ label: 'Pridruži se', href: '/join' });
  });
});

describe('footer', () => {
  it('lists the quick links in order', () => {
    expect(FOOTER_NAV.map(({ label, href }) => [label, href])).toEqual([
      ['Home', '/'],
      ['O nama', '/about'],
      ['Događaji', '/events'],
      ['Zajednica', '/community'],
      ['Priče', '/stories'],
      ['Kontakt', '/contact'],
    ]);
  });

  it('lists the community links in order', () => {
    expect(FOOTER_COMMUNITY.map(({ label, href }) => [label, href])).toEqual([
      ['Pridruži se', '/join'],
      ['Događaji', '/events'],
      ['WhatsApp grupa', '/community'],
    ]);
  });

  it('shows the fixed copyright year 2024', () => {
    expect(COPYRIGHT_YEAR).toBe(2024);
  });
});

describe('isActivePath', () => {
  it('marks home active only on the home page itself', () => {
    expect(isActivePath('/', '/')).toBe(true);
    expect(isActivePath('/about', '/')).toBe(false);
    expect(isActivePath('/blog/neki-clanak', '/')).toBe(false);
  });

  it('marks an item active on its own path and on the paths below it', () => {
    expect(isActivePath('/blog', '/blog')).toBe(true);
    expect(isActivePath('/blog/prvi-clanak', '/blog')).toBe(true);
    expect(isActivePath('/events/wild-mixer', '/events')).toBe(true);
  });

  it('does not mark an item active on a path that merely starts with the same letters', () => {
    expect(isActivePath('/teamwork', '/team')).toBe(false);
    expect(isActivePath('/blogger', '/blog')).toBe(false);
  });

  it('does not mark an item active on another page', () => {
    expect(isActivePath('/contact', '/about')).toBe(false);
    expect(isActivePath('/', '/about')).toBe(false);
  });
});
