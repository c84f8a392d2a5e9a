import { describe, expect, it } from 'vitest';

import { ANNOUNCEMENTS_TEXTS, announcementTypeName } from '@/components/admin/announcements/announcements-texts';
import { BLOG_EDITOR_TEXTS } from '@/components/admin/blog/blog-editor-texts';
import { FOREIGN_MARK_TEXTS } from '@/components/admin/foreign-mark-texts';
import { INBOX_ROW_TEXTS } from '@/components/admin/inbox/inbox-texts';
import { REPORT_ACTIONS_TEXTS } from '@/components/admin/moderation/report-actions-texts';
import {
  ISSUE_EDITOR_TEXTS,
  NEW_ISSUE_TEXTS,
  SEND_PROGRESS_TEXTS,
} from '@/components/admin/newsletter/newsletter-texts';
import { OUTBOX_ROW_TEXTS } from '@/components/admin/outbox/labels';
import { textTableIn } from '@/lib/i18n/texts';

/** Every string of a table (nested objects and arrays). */
function stringsOf(table: unknown): string[] {
  if (typeof table === 'string') return [table];
  if (Array.isArray(table)) return table.flatMap(stringsOf);
  if (table !== null && typeof table === 'object') return Object.values(table).flatMap(stringsOf);
  return [];
}

/** What stays in Latin letters by design: foreign words (q, w, x, y), an address. */
const KEPT_LATIN = /^(?:.*[qwxy].*|https)$/i;

const TABLES = {
  BLOG_EDITOR_TEXTS,
  ANNOUNCEMENTS_TEXTS,
  INBOX_ROW_TEXTS,
  REPORT_ACTIONS_TEXTS,
  NEW_ISSUE_TEXTS,
  ISSUE_EDITOR_TEXTS,
  SEND_PROGRESS_TEXTS,
  OUTBOX_ROW_TEXTS,
};

describe("the panel editors' text tables (issue 52)", () => {
  for (const [name, table] of Object.entries(TABLES)) {
    it(`${name}: no Serbian word left in Latin letters in Cyrillic, the slots kept`, () => {
      const latin = stringsOf(table);
      const cyrillic = stringsOf(textTableIn('cir', table));
      // A site path ('/events') stays as written, as the conversion keeps it.
      const words = cyrillic.flatMap(
        (text) => text.replace(/\/[a-z0-9][\w\-./?=&#%]*/g, ' ').match(/[A-Za-zČĆĐŠŽčćđšž]+/g) ?? [],
      );
      expect(words.filter((word) => !KEPT_LATIN.test(word))).toEqual([]);
      expect(cyrillic.map((text) => text.match(/\{\d\}/g) ?? [])).toEqual(
        latin.map((text) => text.match(/\{\d\}/g) ?? []),
      );
    });

    it(`${name}: in Latin exactly as typed, marks removed`, () => {
      expect(stringsOf(textTableIn('lat', table))).toEqual(
        stringsOf(table).map((text) => text.replace(/-\{(.*?)\}-/g, '$1')),
      );
    });
  }

  it("'Strana reč': its Cyrillic words, written out, are the Latin ones converted", () => {
    expect(FOREIGN_MARK_TEXTS.cir).toEqual(textTableIn('cir', FOREIGN_MARK_TEXTS.lat));
    expect(textTableIn('lat', FOREIGN_MARK_TEXTS.lat)).toEqual(FOREIGN_MARK_TEXTS.lat);
  });

  it("names an announcement's stored type, and an unknown one as stored", () => {
    const texts = { typeNames: textTableIn('cir', { announcement: 'Obaveštenje', event: 'Događaj' }) };
    expect(announcementTypeName(texts, 'event')).toBe('Догађај');
    expect(announcementTypeName(texts, 'toString')).toBe('toString');
  });
});
