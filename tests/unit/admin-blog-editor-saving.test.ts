import { afterEach, describe, expect, it, vi } from 'vitest';

import { BLOG_EDITOR_TEXTS } from '@/components/admin/blog/blog-editor-texts';
import { flashEndsAt, saveStatusText } from '@/components/admin/blog/save-indicator';
import {
  autosaveStep,
  createSaveTurns,
  draftStorageKey,
  emptyEditorPost,
  keepBrowserCopy,
  parseStoredCopy,
  takeArrivalCopy,
  type CopyStorage,
  type EditorPost,
} from '@/lib/blog/editor';
import { textTableIn } from '@/lib/i18n/texts';
import { SAVING_FLASH_MS } from '@/lib/validation/admin-blog';

function memoryStorage(entries: Record<string, string> = {}): CopyStorage & { entries: Map<string, string> } {
  const map = new Map(Object.entries(entries));
  return {
    entries: map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

const post = (fields: Partial<EditorPost> = {}): EditorPost => ({ ...emptyEditorPost(), ...fields });
const POST_ID = '6f1c2a4e-0000-4000-8000-000000000001';

describe('save queue: saves in turn, never overlapping', () => {
  afterEach(() => void vi.useRealTimers());

  it('starts a save only once the one before has settled, in the order they were queued', async () => {
    const inTurn = createSaveTurns();
    const log: string[] = [];
    let release!: () => void;
    const first = inTurn(async () => {
      log.push('first:start');
      await new Promise<void>((resolve) => (release = resolve));
      log.push('first:end');
      return 1;
    });
    const second = inTurn(async () => {
      log.push('second:start');
      return 2;
    });
    await Promise.resolve();
    await Promise.resolve();
    expect(log).toEqual(['first:start']);
    release();
    expect(await Promise.all([first, second])).toEqual([1, 2]);
    expect(log).toEqual(['first:start', 'first:end', 'second:start']);
  });

  it('a failed save does not stop the next one', async () => {
    const inTurn = createSaveTurns();
    await expect(inTurn(() => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
    await expect(inTurn(async () => 'saved')).resolves.toBe('saved');
  });

  it('adds no wait of its own: a save settles as soon as its work does', async () => {
    vi.useFakeTimers();
    const inTurn = createSaveTurns();
    // No timer is advanced: a queue that waited on one would never settle here.
    await expect(inTurn(async () => 'at once')).resolves.toBe('at once');
  });
});

describe('autosave tick (spec §4: every 30 s when there is a title or content)', () => {
  it('does nothing for an empty new post or for text the last save kept', () => {
    expect(autosaveStep(post(), null, null)).toBe('none');
    const kept = post({ title: 'Naslov', content: 'Tekst' });
    expect(autosaveStep({ ...kept }, kept, null)).toBe('none');
  });

  it('saves to the database text that has a title and moved on from the last save', () => {
    expect(autosaveStep(post({ title: 'Naslov' }), null, null)).toBe('database');
    const kept = post({ title: 'Naslov', content: 'Tekst' });
    expect(autosaveStep({ ...kept, content: 'Tekst, dopunjen' }, kept, null)).toBe('database');
  });

  it('reports text without a title as kept in the browser, once per text', () => {
    const untitled = post({ content: 'Tekst bez naslova' });
    expect(autosaveStep(untitled, null, null)).toBe('browser');
    expect(autosaveStep({ ...untitled }, null, untitled)).toBe('none');
    expect(autosaveStep({ ...untitled, content: 'Još teksta' }, null, untitled)).toBe('browser');
  });
});

describe('browser copy of unsaved text', () => {
  it('keeps unsaved text under the post key and removes it once the database has it', () => {
    const storage = memoryStorage();
    const draft = post({ title: 'Naslov' });
    keepBrowserCopy(storage, draft, true, 42);
    const stored = parseStoredCopy(storage.getItem(draftStorageKey(null)));
    expect(stored).toMatchObject({ savedAt: 42, post: { title: 'Naslov', id: null } });
    keepBrowserCopy(storage, draft, false, 43);
    expect(storage.entries.size).toBe(0);
  });

  it('a saved post drops the copy of the new post it was written as', () => {
    const storage = memoryStorage();
    keepBrowserCopy(storage, post({ title: 'Naslov' }), true, 1);
    keepBrowserCopy(storage, post({ title: 'Naslov', content: 'više', id: POST_ID }), true, 2);
    expect([...storage.entries.keys()]).toEqual([draftStorageKey(POST_ID)]);
  });

  it('offers back on arrival a copy with text the opened post does not have', () => {
    const left = post({ title: 'Naslov', content: 'Nesačuvano', id: POST_ID });
    const storage = memoryStorage({ [draftStorageKey(POST_ID)]: JSON.stringify({ post: left, savedAt: 7 }) });
    const offer = takeArrivalCopy(storage, post({ title: 'Naslov', id: POST_ID }));
    expect(offer).toMatchObject({ savedAt: 7, post: { content: 'Nesačuvano' } });
    expect(storage.entries.size).toBe(1);
  });

  it('drops on arrival a copy equal to the opened post, an empty one, or an unreadable one', () => {
    const opened = post({ title: 'Naslov', id: POST_ID });
    const key = draftStorageKey(POST_ID);
    for (const raw of [
      JSON.stringify({ post: opened, savedAt: 1 }),
      JSON.stringify({ post: post(), savedAt: 1 }),
      '{',
    ]) {
      const storage = memoryStorage({ [key]: raw });
      expect(takeArrivalCopy(storage, opened)).toBeNull();
      expect(storage.entries.size).toBe(0);
    }
  });
});

describe('autosave indicator (spec §4)', () => {
  const at = new Date('2026-03-05T10:15:30Z');

  it("shows the spec's texts", () => {
    const texts = BLOG_EDITOR_TEXTS.save;
    expect(saveStatusText({ kind: 'saving' }, texts)).toBe('Čuvanje...');
    expect(saveStatusText({ kind: 'saved', at }, texts)).toMatch(/^Poslednje sačuvano: \d{2}:\d{2}:\d{2}$/);
    expect(saveStatusText({ kind: 'kept-in-browser', at }, texts)).toMatch(
      /^Poslednje sačuvano: \d{2}:\d{2}:\d{2} \(u ovom pregledaču; za čuvanje na serveru potreban je naslov\)$/,
    );
    expect(saveStatusText({ kind: 'failed', message: 'Greška pri čuvanju draft-a' }, texts)).toBe(
      'Greška pri čuvanju draft-a. Tekst je sačuvan u ovom pregledaču.',
    );
    expect(saveStatusText({ kind: 'idle' }, texts)).toBe('');
  });

  it('shows them in Cyrillic with the texts a Cyrillic page passes, the time filled in the browser', () => {
    const texts = textTableIn('cir', BLOG_EDITOR_TEXTS).save;
    expect(saveStatusText({ kind: 'saving' }, texts)).toBe('Чување...');
    expect(saveStatusText({ kind: 'saved', at }, texts)).toMatch(/^Последње сачувано: \d{2}:\d{2}:\d{2}$/);
    expect(saveStatusText({ kind: 'failed', message: 'Грешка при чувању драфт-а' }, texts)).toBe(
      'Грешка при чувању драфт-а. Текст је сачуван у овом прегледачу.',
    );
  });

  it("holds 'Čuvanje...' for the 0.5 s flash after a save started, and only then", () => {
    expect(SAVING_FLASH_MS).toBe(500);
    expect(flashEndsAt({ kind: 'saved', at, startedAt: 1_000 })).toBe(1_500);
    expect(flashEndsAt({ kind: 'failed', message: 'x', startedAt: 1_000 })).toBe(1_500);
    // An opened post's last save and a restored version are shown at once.
    expect(flashEndsAt({ kind: 'saved', at })).toBeNull();
    expect(flashEndsAt({ kind: 'saving' })).toBeNull();
  });
});
