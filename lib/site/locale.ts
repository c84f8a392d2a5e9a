/** The site's language and clock: Serbian (Latin script), Belgrade time. */
export const SITE_LOCALE = 'sr-Latn-RS';
export const SITE_TIME_ZONE = 'Europe/Belgrade';

const partsFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: SITE_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

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
export function belgradeWallClock(date: Date | number): WallClock {
  const parts = partsFormat.formatToParts(date);
  const read = (type: keyof WallClock) => Number(parts.find((part) => part.type === type)?.value);
  return {
    year: read('year'),
    month: read('month'),
    day: read('day'),
    hour: read('hour'),
    minute: read('minute'),
    second: read('second'),
  };
}
