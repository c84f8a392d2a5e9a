import { TZDate } from '@date-fns/tz';

import { SITE_LOCALE, SITE_TIME_ZONE } from '@/lib/site/locale';

/**
 * Every date and time the site shows, on Belgrade's clock and written the Serbian way (the site's
 * locale), the same on the server and in any visitor's browser.
 */

type DateInput = Date | string | number;

const toDate = (value: DateInput) => (value instanceof Date ? value : new Date(value));

const siteFormat = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(SITE_LOCALE, { timeZone: SITE_TIME_ZONE, ...options });

const LONG_DATE = siteFormat({ day: 'numeric', month: 'long', year: 'numeric' });
const WEEKDAY_DATE = siteFormat({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
const DATE_TIME = siteFormat({ day: 'numeric', month: 'numeric', year: 'numeric', hour: '2-digit', minute: '2-digit' });
const TIME = siteFormat({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const DAY_AND_MONTH = siteFormat({ day: 'numeric', month: 'short' });
const MONTH_AND_YEAR = siteFormat({ month: 'long', year: 'numeric' });
const DAY_OF_MONTH = siteFormat({ day: 'numeric' });
const SHORT_MONTH = siteFormat({ month: 'short' });
const DAY_KEY = new Intl.DateTimeFormat('en-CA', {
  timeZone: SITE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * '23. novembar 2026.' (the spec's "Serbian long format": posts, ads, mentorship requests). It ends
 * with a period, so a sentence that ends with the date takes no other.
 */
export const formatLongDate = (date: DateInput) => LONG_DATE.format(toDate(date));

/** 'subota, 17. april 2027.' (events). */
export const formatWeekdayDate = (date: DateInput) => WEEKDAY_DATE.format(toDate(date));

/** '23. 11. 2026. 16:45' (admin lists). */
export const formatDateTime = (date: DateInput) => DATE_TIME.format(toDate(date));

/** 'HH:mm', 24-hour. */
export const formatTime = (date: DateInput) => TIME.format(toDate(date));

/** 'subota, 17. april 2027. u 18:00' (when something happened or happens, in the admin's lists). */
export const formatWeekdayDateTime = (date: DateInput) => `${formatWeekdayDate(date)} u ${formatTime(date)}`;

/** '20. nov' (a recent day without its year). */
export const formatDayAndMonth = (date: DateInput) => DAY_AND_MONTH.format(toDate(date));

/** 'april 2027.' (calendar headings). */
export const formatMonthAndYear = (date: DateInput) => MONTH_AND_YEAR.format(toDate(date));

/** '17' (a calendar's day badge). */
export const formatDayOfMonth = (date: DateInput) => DAY_OF_MONTH.format(toDate(date));

/** 'apr' (a calendar's month badge, without the abbreviation's dot). */
export const formatShortMonth = (date: DateInput) => SHORT_MONTH.format(toDate(date)).replace('.', '');

/** The calendar day in Belgrade, as YYYY-MM-DD (sortable, comparable). */
export const belgradeDayKey = (date: DateInput) => DAY_KEY.format(toDate(date));

export interface WallClock {
  year: number;
  /** 1–12. */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** What a clock in Belgrade shows at `date`. */
export function belgradeWallClock(date: DateInput): WallClock {
  const clock = new TZDate(toDate(date).getTime(), SITE_TIME_ZONE);
  return {
    year: clock.getFullYear(),
    month: clock.getMonth() + 1,
    day: clock.getDate(),
    hour: clock.getHours(),
    minute: clock.getMinutes(),
    second: clock.getSeconds(),
  };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Belgrade's calendar day of a moment as YYYY-MM-DD (download names, date inputs). */
export function belgradeDayStamp(date: DateInput): string {
  const clock = belgradeWallClock(date);
  return `${clock.year}-${pad(clock.month)}-${pad(clock.day)}`;
}

/** 'HH:mm:ss' (spec §4: 'Poslednje sačuvano: {time HH:mm:ss}'). */
export function formatClockTime(date: DateInput): string {
  const clock = belgradeWallClock(date);
  return `${pad(clock.hour)}:${pad(clock.minute)}:${pad(clock.second)}`;
}

/** Whole calendar days in Belgrade from `earlier` to `later` (0 on the same day, DST-proof). */
function calendarDaysBetween(earlier: DateInput, later: DateInput): number {
  const dayNumber = (date: DateInput) => Date.parse(`${belgradeDayKey(date)}T00:00:00Z`) / 86_400_000;
  return dayNumber(later) - dayNumber(earlier);
}

/** A day heading: 'Danas', 'Juče', else '24. novembar 2026.' (chat day separators). */
export function formatRelativeDay(date: DateInput, now: DateInput): string {
  const days = calendarDaysBetween(date, now);
  return days === 0 ? 'Danas' : days === 1 ? 'Juče' : formatLongDate(date);
}

/** '24. novembar 2026. u 14:05' (a message's full timestamp). */
export const formatFullDateTime = (date: DateInput) => `${formatLongDate(date)} u ${formatTime(date)}`;
