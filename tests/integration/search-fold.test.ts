import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { queryInbox } from '@/lib/data/inbox';
import { contactMessages } from '@/lib/db/schema';
import { foldSearchText } from '@/lib/format/fold';

import { BACKENDS, NO_SEED, rows, useTestDatabase } from './support/database';

/** Texts on which the SQL fold (`search_fold`) must give exactly what lib/format/fold gives. */
const SAMPLES = [
  'Марко Јовановић',
  'ДОО „Ђурђевак“ и ЉУБАВ, Њива, Џеп, Ћевап, Чачак, Шабац, Жарко',
  'Đorđe ĐURĐEVIĆ čačak ŠABAC Žarko Ćirić',
  'ǅep ǈubav ǋiva Ǆ ǉ ǌ',
  '  Café   Über\n\tNiño  Łódź Straße Æsir  ',
  'Mešovito: Marko i Марко, 100% doo_1',
];

describe.each(BACKENDS)('the search fold in SQL on %s', (backend) => {
  const database = useTestDatabase(backend, NO_SEED);

  it('search_fold() folds exactly as foldSearchText()', async () => {
    for (const sample of SAMPLES) {
      const [row] = await rows<{ folded: string }>(database.db, sql`select search_fold(${sample}) as folded`);
      expect(row?.folded, sample).toBe(foldSearchText(sample));
    }
  });

  it('search_fields() folds each field like foldSearchText() and keeps them apart', async () => {
    const fields = ['Марко Јовановић', 'Đorđe ĐURĐEVIĆ čačak', 'Кафа'];
    const [row] = await rows<{ folded: string }>(
      database.db,
      sql`select search_fields(${fields[0]}, null, ${fields[1]}, ${fields[2]}) as folded`,
    );
    expect(row?.folded).toBe(fields.map((field) => foldSearchText(field)).join('\u001f'));
    // Nulls are skipped: a profile without any searched field has an empty search text.
    const [empty] = await rows<{ folded: string }>(database.db, sql`select search_fields(null, null) as folded`);
    expect(empty?.folded).toBe('');
  });

  it('the admin inbox finds Latin text by a Cyrillic query and Cyrillic text by a Latin one', async () => {
    const [latin] = await database.db
      .insert(contactMessages)
      .values({ name: 'Marko Đorđević', email: 'marko@primer.rs', message: 'Osnivamo DOO u Čačku.' })
      .returning();
    const [cyrillic] = await database.db
      .insert(contactMessages)
      .values({ name: 'Јелена Шљивић', email: 'jelena@primer.rs', message: 'Занима ме менторство.' })
      .returning();
    const search = async (query: string) =>
      (await queryInbox(database.db, { kind: 'contact', status: 'all', search: query, page: 1 })).items.map(
        (item) => item.id,
      );

    expect(await search('Марко')).toEqual([latin?.id]);
    expect(await search('ђорђевић доо')).toEqual([latin?.id]);
    expect(await search('CACKU')).toEqual([latin?.id]);
    expect(await search('jelena sljivic')).toEqual([cyrillic?.id]);
    expect(await search('mentorstvo')).toEqual([cyrillic?.id]);
    expect(await search('marko mentorstvo')).toEqual([]);
    // LIKE wildcards typed by the admin match literally.
    expect(await search('%')).toEqual([]);
  });
});
