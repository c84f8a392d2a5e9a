/**
 * Navigation as spec public-site §2 Global gives it: order, labels and targets. Labels are shown
 * through the page's script (`pageScript().t`); English words carry the foreign mark `-{…}-`.
 */

import { splitScriptPath } from '@/lib/i18n/script';

export type NavItem =
  { label: string; href: string; external?: false } | { label: string; href: 'shop'; external: true };

export const MAIN_NAV: readonly NavItem[] = [
  { label: 'Početna', href: '/' },
  { label: 'O nama', href: '/about' },
  { label: 'Tim', href: '/team' },
  { label: 'Događaji', href: '/events' },
  { label: 'Blog', href: '/blog' },
  { label: 'Zajednica', href: '/community' },
  { label: '-{Shop}-', href: 'shop', external: true },
  { label: 'Kontakt', href: '/contact' },
];

export const JOIN_CTA = { label: 'Pridruži se', href: '/join' } as const;

export const FOOTER_NAV = [
  { label: '-{Home}-', href: '/' },
  { label: 'O nama', href: '/about' },
  { label: 'Događaji', href: '/events' },
  { label: 'Zajednica', href: '/community' },
  { label: 'Priče', href: '/stories' },
  { label: 'Kontakt', href: '/contact' },
] as const;

export const FOOTER_COMMUNITY = [
  { label: 'Pridruži se', href: '/join' },
  { label: 'Događaji', href: '/events' },
  { label: 'WhatsApp grupa', href: '/community' },
] as const;

export const COPYRIGHT_YEAR = 2024;

/** The header's own words besides the links: the menus' names and the theme switch. */
export const HEADER_TEXTS = {
  mainNav: 'Glavna navigacija',
  mobileNav: 'Mobilna navigacija',
  menu: 'Meni',
  theme: 'Tema',
  script: 'Pismo',
  themes: { system: 'Sistemska tema (podrazumevano)', light: 'Svetla tema', dark: 'Tamna tema' },
};

export type HeaderTexts = typeof HEADER_TEXTS;

/**
 * The public site's fixed pages in the sitemap; the blog's index, categories and posts follow them
 * (`fixedSitemapEntries` in lib/blog/sitemap.ts).
 */
export const PUBLIC_ROUTES = [
  '/',
  '/about',
  '/mentors',
  '/team',
  '/events',
  '/community',
  '/stories',
  '/join',
  '/contact',
  '/privatnost',
  '/newsletter',
] as const;

/**
 * A nav item is active on its own path and, except home, on the paths below it; the address and
 * the item's link compared as site paths, in whichever script (`/cir/events` is below `/events`,
 * and `/cir`, the Cyrillic home, is not an ancestor of every Cyrillic page).
 */
export function isActivePath(pathname: string, href: string): boolean {
  const here = splitScriptPath(pathname).path;
  const target = splitScriptPath(href).path;
  if (target === '/') return here === '/';
  return here === target || here.startsWith(`${target}/`);
}
