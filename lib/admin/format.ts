import { belgradeWallClock, SITE_LOCALE, SITE_TIME_ZONE } from '@/lib/site/locale';

/** Times and dates in the admin screens: the site's clock (Belgrade), Serbian formats. */

const DATE_TIME = new Intl.DateTimeFormat(SITE_LOCALE, {
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: SITE_TIME_ZONE,
});

const pad = (value: number) => String(value).padStart(2, '0');

/** 'HH:mm:ss' (spec §4: 'Poslednje sačuvano: {time HH:mm:ss}'). */
export function formatClockTime(date: Date | number): string {
  const clock = belgradeWallClock(date);
  return `${pad(clock.hour)}:${pad(clock.minute)}:${pad(clock.second)}`;
}

/** '23. 11. 2026. 16:45' for lists. */
export function formatDateTime(value: Date | string): string {
  return DATE_TIME.format(typeof value === 'string' ? new Date(value) : value);
}
