import { describe, expect, it } from 'vitest';

import { SUGGESTED_TAGS } from '@/lib/blog/categories';
import {
  addTag,
  applyMarkdownFormat,
  draftStorageKey,
  emptyEditorPost,
  hasText,
  parseStoredCopy,
  sameFields,
  withTitle,
} from '@/lib/blog/editor';
import { renderBlogContent } from '@/lib/blog/markdown';
import { BLOG_CATEGORIES } from '@/lib/domain/enums';
import { blogPostSchema } from '@/lib/validation/admin-blog';

describe('slug in the editor (spec §4: from the title until the first save, then kept)', () => {
  it('follows the title by the slug rule while the post is new', () => {
    const post = withTitle(emptyEditorPost(), 'Kako do prvih 100 kupaca?');
    expect(post.slug).toBe('kako-do-prvih-100-kupaca');
    expect(withTitle(post, 'Čačak  &  Šabac -- vodič').slug).toBe('cacak-sabac-vodic');
  });

  it('keeps the slug once the post is saved', () => {
    const saved = { ...withTitle(emptyEditorPost(), 'Prvi naslov'), id: '6f1c2a4e-0000-4000-8000-000000000001' };
    expect(withTitle(saved, 'Sasvim drugi naslov')).toMatchObject({
      title: 'Sasvim drugi naslov',
      slug: 'prvi-naslov',
    });
  });
});

describe('tags (spec §4: added only if non-empty and not already in the list)', () => {
  it('adds a new tag, normalised', () => {
    expect(addTag(['startup'], '  Srbija ')).toEqual(['startup', 'srbija']);
  });

  it('ignores empty and repeated tags', () => {
    expect(addTag(['startup'], '   ')).toEqual(['startup']);
    expect(addTag(['startup'], 'STARTUP')).toEqual(['startup']);
  });

  it('offers the spec’s twelve suggestions and ten categories', () => {
    expect(SUGGESTED_TAGS).toHaveLength(12);
    expect(new Set(SUGGESTED_TAGS).size).toBe(12);
    expect(BLOG_CATEGORIES).toHaveLength(10);
  });
});

describe('formatting buttons wrap the selection in Markdown', () => {
  const text = 'Ovo je važno danas';
  const start = text.indexOf('važno');
  const end = start + 'važno'.length;

  it.each([
    ['bold', 'Ovo je **važno** danas', '<strong>važno</strong>'],
    ['italic', 'Ovo je _važno_ danas', '<em>važno</em>'],
    ['code', 'Ovo je `važno` danas', '<code>važno</code>'],
  ] as const)('%s', (format, expected, html) => {
    const edit = applyMarkdownFormat(text, start, end, format);
    expect(edit.text).toBe(expected);
    expect(edit.text.slice(edit.selectionStart, edit.selectionEnd)).toBe('važno');
    expect(renderBlogContent(edit.text)).toContain(html);
  });

  it('quotes every selected line from its start', () => {
    const source = 'Uvod\nprvi red\ndrugi red';
    const edit = applyMarkdownFormat(source, source.indexOf('prvi') + 2, source.length, 'quote');
    expect(edit.text).toBe('Uvod\n> prvi red\n> drugi red');
    expect(renderBlogContent(edit.text)).toContain('<blockquote>');
  });

  it('fences a code selection that spans lines', () => {
    const source = 'a\nb';
    expect(applyMarkdownFormat(source, 0, source.length, 'code').text).toBe('```\na\nb\n```\n');
  });

  it('inserts a selected placeholder when nothing is selected', () => {
    const edit = applyMarkdownFormat('Tekst ', 6, 6, 'bold');
    expect(edit.text).toBe('Tekst **podebljan tekst**');
    expect(edit.text.slice(edit.selectionStart, edit.selectionEnd)).toBe('podebljan tekst');
  });
});

describe('unsaved text in the browser', () => {
  it('keys a copy per post, and new posts under one key', () => {
    expect(draftStorageKey(null)).toBe('admin-blog-editor:new');
    expect(draftStorageKey('abc')).toBe('admin-blog-editor:abc');
  });

  it('reads back what it stored and refuses anything else', () => {
    const post = { ...withTitle(emptyEditorPost(), 'Naslov'), content: 'Tekst', tags: ['a'] };
    const copy = parseStoredCopy(JSON.stringify({ post, savedAt: 5 }));
    expect(copy?.savedAt).toBe(5);
    expect(copy && sameFields(copy.post, post)).toBe(true);
    expect(parseStoredCopy('{')).toBeNull();
    expect(parseStoredCopy(JSON.stringify({ post }))).toBeNull();
    expect(parseStoredCopy(null)).toBeNull();
  });

  it('autosaves only when there is a title or content', () => {
    expect(hasText(emptyEditorPost())).toBe(false);
    expect(hasText({ ...emptyEditorPost(), content: 'x' })).toBe(true);
    expect(hasText({ ...emptyEditorPost(), title: ' ' })).toBe(false);
  });
});

describe('blog save rules (spec §5)', () => {
  it('a draft needs a title', () => {
    const result = blogPostSchema('draft').safeParse({ title: '  ', content: 'x' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Naslov je obavezan']);
  });

  it('publishing needs a title and content, reported once', () => {
    for (const input of [{ title: 'Naslov' }, { content: 'Tekst' }, {}]) {
      expect(
        blogPostSchema('publish')
          .safeParse(input)
          .error?.issues.map((issue) => issue.message),
      ).toEqual(['Naslov i sadržaj su obavezni']);
    }
  });

  it('defaults the author to the team label and refuses unknown categories', () => {
    expect(blogPostSchema('draft').safeParse({ title: 'A' }).data).toMatchObject({
      author: 'Tim zajednice',
      featured: false,
      tags: [],
    });
    expect(blogPostSchema('draft').safeParse({ title: 'A', category: 'Nepostojeća' }).success).toBe(false);
  });
});
