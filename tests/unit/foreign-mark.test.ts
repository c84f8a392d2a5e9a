import { describe, expect, it } from 'vitest';

import { renderBlogContent } from '@/lib/blog/markdown';
import { buildAnnouncementItems, type StoredAnnouncement } from '@/lib/content/announcements';
import { resolveSection } from '@/lib/content/resolve';
import { registrationEventFromRow } from '@/lib/events/registration';
import { eventIn } from '@/lib/events/texts';
import { toggleForeignMark } from '@/lib/i18n/foreign-mark';
import { textsIn } from '@/lib/i18n/texts';
import { removeForeignMarksHtml, transliterateHtml } from '@/lib/i18n/transliterate';

/** A field's text with the selection written in: `[` and `]` around it, `|` for a caret. */
function field(marked: string): [text: string, start: number, end: number] {
  const caret = marked.indexOf('|');
  if (caret >= 0) return [marked.replace('|', ''), caret, caret];
  const start = marked.indexOf('[');
  const end = marked.indexOf(']') - 1;
  return [marked.replace('[', '').replace(']', ''), start, end];
}

/** The edit written the same way. */
function shown(edit: { text: string; selectionStart: number; selectionEnd: number }): string {
  const { text, selectionStart: start, selectionEnd: end } = edit;
  if (start === end) return `${text.slice(0, start)}|${text.slice(start)}`;
  return `${text.slice(0, start)}[${text.slice(start, end)}]${text.slice(end)}`;
}

describe("the editors' 'Strana reč' button (toggleForeignMark)", () => {
  it.each([
    // A selection is wrapped in the mark and stays selected inside it.
    ['Pratite nas na [Facebook]', 'Pratite nas na -{[Facebook]}-'],
    ['[Wild Mixer] u petak', '-{[Wild Mixer]}- u petak'],
    // The spaces a double-click takes stay outside the mark.
    ['na [Facebook ]i dalje', 'na -{[Facebook]}- i dalje'],
    ['na[ Facebook] i', 'na -{[Facebook]}- i'],
    // Nothing selected: an empty mark with the caret inside, so typing fills it.
    ['Pratite nas na |', 'Pratite nas na -{|}-'],
    ['|', '-{|}-'],
    ['na |i', 'na -{|}-i'],
    // Only spaces selected: the same, at the selection's end.
    ['na[ ]i', 'na -{|}-i'],
    // Pressed again: the mark around the selection, or the selected mark, is removed.
    ['na -{[Facebook]}- i', 'na [Facebook] i'],
    ['na [-{Facebook}-] i', 'na [Facebook] i'],
  ])('%s → %s', (before, after) => {
    const [text, start, end] = field(before);
    expect(shown(toggleForeignMark(text, start, end))).toBe(after);
  });

  it('reads a selection made backwards and clamps one past the text', () => {
    expect(toggleForeignMark('Facebook', 8, 0).text).toBe('-{Facebook}-');
    expect(toggleForeignMark('ab', 5, 9)).toEqual({ text: 'ab-{}-', selectionStart: 4, selectionEnd: 4 });
  });

  it('does not unwrap two marks selected together', () => {
    const text = '-{a}- i -{b}-';
    expect(toggleForeignMark(text, 0, text.length).text).toBe(`-{${text}}-`);
  });
});

describe('the Latin page never shows the mark', () => {
  it('removes marks from HTML text, also around tags, and keeps code as written', () => {
    expect(removeForeignMarksHtml('<p>Pratite nas na -{Facebook}-</p>')).toBe('<p>Pratite nas na Facebook</p>');
    expect(removeForeignMarksHtml('<p>-{<strong>Face</strong>book}- i -{X}-</p>')).toBe(
      '<p><strong>Face</strong>book i X</p>',
    );
    expect(removeForeignMarksHtml('<p>-{a}-</p><pre><code>x = "-{b}-"</code></pre><p><code>-{c}-</code></p>')).toBe(
      '<p>a</p><pre><code>x = "-{b}-"</code></pre><p><code>-{c}-</code></p>',
    );
    expect(removeForeignMarksHtml('<a href="https://primer.rs/-{x}-" title="-{y}-">-{z}-</a>')).toBe(
      '<a href="https://primer.rs/-{x}-" title="-{y}-">z</a>',
    );
  });

  it('drops the same characters the Cyrillic page drops', () => {
    const html = '<p>-{Face<em>book</em>}- i <code>-{kod}-</code> -{Zoom}-</p>';
    const latin = removeForeignMarksHtml(html);
    expect(latin).toBe('<p>Face<em>book</em> i <code>-{kod}-</code> Zoom</p>');
    expect(transliterateHtml(html)).toBe('<p>Face<em>book</em> и <code>-{kod}-</code> Zoom</p>');
  });

  it('returns HTML without a mark as the very same string', () => {
    const html = '<p>Bez oznake: {a} -b- }- <code>x</code></p>';
    expect(removeForeignMarksHtml(html)).toBe(html);
  });

  it('removes marks from the named fields only, null stays', () => {
    const record = { title: '-{Zoom}- sastanak', link: '/x-{y}-', note: null as string | null };
    expect(textsIn('lat', record, ['title', 'note'])).toEqual({
      title: 'Zoom sastanak',
      link: '/x-{y}-',
      note: null,
    });
    expect(record.title).toBe('-{Zoom}- sastanak');
  });

  it("a post's Markdown: the body without marks, code blocks as written", () => {
    expect(renderBlogContent('Pratite nas na -{Facebook}- i -{**Insta**gram}-')).toBe(
      '<p>Pratite nas na Facebook i <strong>Insta</strong>gram</p>\n',
    );
    expect(renderBlogContent('Primer: `-{Facebook}-`\n\n```\nnaslov: -{Facebook}-\n```')).toBe(
      '<p>Primer: <code>-{Facebook}-</code></p>\n<pre><code>naslov: -{Facebook}-\n</code></pre>\n',
    );
  });

  it('a page text: its texts without marks, its link as stored', () => {
    const text = resolveSection(
      { hero: { title: 'Pratite nas na -{Facebook}-', content: '-{LinkedIn}- grupa', buttonLink: '/a-{b}-' } },
      'hero',
    );
    expect(text).toMatchObject({ title: 'Pratite nas na Facebook', content: 'LinkedIn grupa', buttonLink: '/a-{b}-' });
  });

  it('an announcement: title, text and button without marks', () => {
    const stored: StoredAnnouncement = {
      id: '1',
      title: 'Novo na -{Facebook}-',
      content: 'Pratite -{Zoom}- prenos',
      type: 'announcement',
      link: null,
      buttonText: 'Otvori -{Zoom}-',
      priority: 1,
      imageUrl: null,
      expiresAt: null,
      createdAt: '2026-01-01T00:00:00.000Z',
    };
    const [item] = buildAnnouncementItems([stored], []);
    expect(item).toMatchObject({
      title: 'Novo na Facebook',
      content: 'Pratite Zoom prenos',
      buttonText: 'Otvori Zoom',
    });
  });

  it('an event: its texts on its pages and its registration page, without marks', () => {
    const row = {
      id: '6f1c2b0e-0000-4000-8000-000000000001',
      eventKey: 'zoom',
      title: '-{Zoom}- radionica',
      shortDescription: 'Preko -{Zoom}--a',
      description: null,
      location: '-{Google Meet}-',
      maxParticipants: null,
      currentParticipants: 0,
      eventDate: new Date('2030-05-01T16:00:00Z'),
    };
    expect(eventIn('lat', row)).toMatchObject({
      title: 'Zoom radionica',
      shortDescription: 'Preko Zoom-a',
      description: null,
      location: 'Google Meet',
    });
    expect(registrationEventFromRow(row, new Date('2030-01-01'), 'lat')).toMatchObject({
      title: 'Zoom radionica',
      description: 'Preko Zoom-a',
      location: 'Google Meet',
    });
  });
});
