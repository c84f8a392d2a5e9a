import { SITE_LOCALE, SITE_TIME_ZONE } from '@/lib/site/locale';

/** Post dates in the Serbian locale, on the Belgrade calendar: "19. novembar 2026." */
const LONG_DATE = new Intl.DateTimeFormat(SITE_LOCALE, {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: SITE_TIME_ZONE,
});

export function formatPostDate(iso: string): string {
  return LONG_DATE.format(new Date(iso));
}

/** Default author of a post: a team label (spec platform §3), also the column's default. */
export const DEFAULT_AUTHOR = 'Tim zajednice';
