import 'server-only';

import { getEnv } from '@/lib/env';

export interface SiteConfig {
  name: string;
  /** Absolute origin used for canonical URLs, Open Graph and the sitemap. */
  url: string;
  domain: string;
  logoUrl: string;
  contactEmail: string;
  instagramUrl: string;
  linkedinUrl: string;
  shopUrl: string;
  eventsCalendarUrl: string;
  communityInviteUrl: string;
  /** An external mailing-list provider's subscribe URL; null keeps sign-ups here (double opt-in). */
  newsletterActionUrl: string | null;
}

/** Site details shared by every page; each can be overridden by environment, defaults are neutral. */
export function getSiteConfig(): SiteConfig {
  const env = getEnv();
  const url = env.SITE_URL.replace(/\/$/, '');
  return {
    name: env.SITE_NAME ?? 'Preduzetnička mreža',
    url,
    domain: new URL(url).host,
    logoUrl: env.SITE_LOGO_URL ?? '/images/logo.svg',
    contactEmail: env.CONTACT_EMAIL ?? 'kontakt@example.com',
    instagramUrl: env.INSTAGRAM_URL ?? 'https://www.instagram.com/',
    linkedinUrl: env.LINKEDIN_URL ?? 'https://www.linkedin.com/',
    shopUrl: env.SHOP_URL ?? 'https://shop.example.com/',
    eventsCalendarUrl: env.EVENTS_CALENDAR_URL ?? 'https://lu.ma/',
    communityInviteUrl: env.COMMUNITY_INVITE_URL ?? 'https://chat.whatsapp.com/',
    newsletterActionUrl: env.NEWSLETTER_ACTION_URL ?? null,
  };
}
