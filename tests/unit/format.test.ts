import { describe, expect, it } from 'vitest';

import {
  belgradeDayKey,
  belgradeWallClock,
  formatClockTime,
  formatDateTime,
  formatDayAndMonth,
  formatFullDateTime,
  formatLongDate,
  formatRelativeDay,
  formatShortMonth,
  formatTime,
  formatWeekdayDate,
  formatWeekdayDateTime,
} from '@/lib/format/date';
import { foldSearchText } from '@/lib/format/fold';
import { formatNumber } from '@/lib/format/number';
import { COUNTED, formatCount, plural } from '@/lib/format/plural';

describe('dates on Belgrade time, the Serbian way', () => {
  it('writes the long date, with and without the weekday', () => {
    expect(formatLongDate('2026-11-23T10:00:00Z')).toBe('23. novembar 2026.');
    expect(formatLongDate(new Date('2026-12-31T23:30:00Z'))).toBe('1. januar 2027.'); // already the 1st in Belgrade
    expect(formatWeekdayDate('2027-04-17T16:00:00Z')).toBe('subota, 17. april 2027.');
  });

  it('writes times on a 24-hour clock across daylight saving', () => {
    expect(formatTime('2027-04-17T16:00:00Z')).toBe('18:00'); // CEST, UTC+2
    expect(formatTime('2026-12-01T17:00:00Z')).toBe('18:00'); // CET, UTC+1
    expect(formatWeekdayDateTime('2027-04-17T16:00:00Z')).toBe('subota, 17. april 2027. u 18:00');
    expect(formatTime('2026-01-15T23:05:00Z')).toBe('00:05');
    expect(formatClockTime(new Date('2026-07-01T16:05:09Z'))).toBe('18:05:09');
  });

  it('writes the admin lists’ date and time and the short forms', () => {
    expect(formatDateTime('2026-11-23T15:45:00Z')).toBe('23. 11. 2026. 16:45');
    expect(formatDayAndMonth('2026-11-20T07:45:00Z')).toMatch(/^20\. nov/);
    expect(formatShortMonth('2027-04-17T16:00:00Z')).toBe('apr');
  });

  it('gives the Belgrade calendar day and wall clock', () => {
    expect(belgradeDayKey('2026-12-31T23:30:00Z')).toBe('2027-01-01');
    expect(belgradeWallClock(Date.UTC(2026, 6, 1, 22, 30))).toEqual({
      year: 2026,
      month: 7,
      day: 2,
      hour: 0,
      minute: 30,
      second: 0,
    });
  });

  it("names a chat's days 'Danas', 'Juče' or by date, on Belgrade's calendar (across midnight and DST)", () => {
    const now = '2026-11-26T04:30:00Z'; // 05:30 in Belgrade
    expect(formatRelativeDay('2026-11-25T23:10:00Z', now)).toBe('Danas'); // 00:10 in Belgrade, UTC still the 25th
    expect(formatRelativeDay('2026-11-25T22:50:00Z', now)).toBe('Juče');
    expect(formatRelativeDay('2026-11-24T10:00:00Z', now)).toBe('24. novembar 2026.');
    // The day after the switch to summer time has 23 hours: still 'Juče'.
    expect(formatRelativeDay('2027-03-28T00:30:00Z', '2027-03-29T21:30:00Z')).toBe('Juče');
    expect(formatFullDateTime('2026-11-24T13:05:00Z')).toBe('24. novembar 2026. u 14:05');
  });
});

describe('plurals from Intl.PluralRules(sr-Latn)', () => {
  it.each([
    [0, '0 članaka'],
    [1, '1 članak'],
    [2, '2 članka'],
    [4, '4 članka'],
    [5, '5 članaka'],
    [11, '11 članaka'],
    [12, '12 članaka'],
    [14, '14 članaka'],
    [21, '21 članak'],
    [22, '22 članka'],
    [25, '25 članaka'],
    [101, '101 članak'],
    [111, '111 članaka'],
    [122, '122 članka'],
  ])('%i → %s', (count, text) => {
    expect(formatCount(count, COUNTED.article)).toBe(text);
  });

  it('agrees the words the issue found wrong', () => {
    expect(`Pronađeno 1 od 4 ${plural(4, COUNTED.ofMembers)}`).toBe('Pronađeno 1 od 4 člana');
    expect(`od 31 ${plural(31, COUNTED.ofMembers)}`).toBe('od 31 člana');
    expect(`od 5 ${plural(5, COUNTED.ofMembers)}`).toBe('od 5 članova');
    expect(formatCount(1, COUNTED.unreadMessage)).toBe('1 nepročitana poruka');
    expect(formatCount(3, COUNTED.unreadMessage)).toBe('3 nepročitane poruke');
    expect(formatCount(4, COUNTED.activeAd)).toBe('4 aktivna oglasa');
    expect(formatCount(1, COUNTED.activeAd)).toBe('1 aktivan oglas');
    expect(formatCount(21, COUNTED.minute)).toBe('21 minut');
  });

  it('groups thousands the Serbian way', () => {
    expect(formatNumber(1234)).toBe('1.234');
    expect(formatCount(1001, COUNTED.article)).toBe('1.001 članak');
  });
});

describe('the search fold', () => {
  it('ignores case and diacritics, đ reads as dj, white space collapses', () => {
    expect(foldSearchText('ĐORĐE Čačak Šabac Žarko ćevap')).toBe('djordje cacak sabac zarko cevap');
    expect(foldSearchText('  Ana \n  Petrović ')).toBe('ana petrovic');
    expect(foldSearchText('Café Über Niño')).toBe('cafe uber nino');
  });

  it('folds Serbian Cyrillic to the same Latin', () => {
    expect(foldSearchText('Марко')).toBe('marko');
    expect(foldSearchText('ДОО')).toBe('doo');
    expect(foldSearchText('Љубав њива Џеп')).toBe('ljubav njiva dzep');
    expect(foldSearchText('Ђорђе Ћирић Чачак Шабац Жарко')).toBe(foldSearchText('Đorđe Ćirić Čačak Šabac Žarko'));
  });

  it('spells the Latin digraph letters as two letters', () => {
    expect(foldSearchText('ǅep ǈubav ǋiva')).toBe('dzep ljubav njiva');
    expect(foldSearchText('Džep')).toBe('dzep');
  });
});
