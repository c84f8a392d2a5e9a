import * as z from 'zod/mini';

import { isBlogCategory } from '@/lib/blog/categories';
import { EDITOR_FIELD_NAMES, type RevisionSummary } from '@/lib/blog/editor';
import { DEFAULT_AUTHOR } from '@/lib/blog/format';
import { normalizeTags } from '@/lib/blog/tags';

import { FORM_ERROR_PATH } from './messages';
import { checkboxField, isUuid, LIMITS, optionalTextField } from './shared';

/** Every text of the blog editor (spec platform §5, §8), shared by the editor and its actions. */
export const BLOG_MESSAGES = {
  titleRequired: 'Naslov je obavezan',
  titleAndContentRequired: 'Naslov i sadržaj su obavezni',
  draftSavedTitle: 'Uspešno sačuvano',
  draftSaved: 'Draft je sačuvan',
  draftFailed: 'Greška pri čuvanju draft-a',
  publishedTitle: 'Uspešno',
  published: 'Post je objavljen',
  publishFailed: 'Greška pri objavljivanju posta',
  deleted: 'Post je uspešno obrisan',
  deleteFailed: 'Greška pri brisanju posta',
  imageUploaded: 'Slika je uspešno uploadovana',
  restored: 'Verzija je vraćena',
  restoreFailed: 'Greška pri vraćanju verzije',
  autosaved: 'Automatski sačuvano',
  notFound: 'Post nije pronađen',
  /** Spec platform §8: "Blog load error: 'Greška: {message}'". */
  loadFailed: 'Greška: Nije moguće učitati postove.',
  saving: 'Čuvanje...',
  lastSaved: (time: string) => `Poslednje sačuvano: ${time}`,
  keptInBrowser: '(u ovom pregledaču; za čuvanje na serveru potreban je naslov)',
  unsavedFound: 'Pronađen je nesačuvan tekst iz prethodne sesije.',
  tooManyTags: 'Najviše 20 tagova',
  invalidCategory: 'Nepoznata kategorija',
  previewTitle: 'Pregled',
  previewLoading: 'Učitavanje pregleda...',
  previewFailed: 'Pregled trenutno nije dostupan. Pokušajte ponovo.',
  previewEmpty: 'Nema sadržaja za pregled.',
} as const;

/** Spec §9: how many posts the list shows before 'Prikaži još', and how many each click adds. */
export const POSTS_PAGE_SIZE = 5;
/** Spec §9: autosave every 30 seconds. */
export const AUTOSAVE_INTERVAL_MS = 30_000;
/**
 * Spec §4 ('a 0.5-second saving flash'): how long the indicator shows 'Čuvanje...' after a save
 * starts. The indicator's alone (`SaveIndicator`): no save waits for it.
 */
export const SAVING_FLASH_MS = 500;
export const MAX_TAGS = 20;

/** Why a revision was kept (the column's check constraint lists the same). */
export type RevisionReason = RevisionSummary['reason'];

export const REVISION_REASON_LABELS: Record<RevisionReason, string> = {
  autosave: 'Automatsko čuvanje',
  draft: 'Draft',
  publish: 'Objava',
  restore: 'Vraćena verzija',
};

/** Fields the editor posts: the post's id and the fields it edits, but the tags (a repeated `tags` field). */
export const BLOG_POST_FIELDS: readonly string[] = ['id', ...EDITOR_FIELD_NAMES.filter((name) => name !== 'tags')];

/** How the three saves differ: autosave and draft need a title, publishing a title and content. */
export type BlogSaveMode = 'autosave' | 'draft' | 'publish';

const BLOG_LIMITS = {
  title: 200,
  slug: 200,
  excerpt: 1_000,
  author: 200,
  content: 200_000,
  alt: 300,
  caption: 500,
  metaTitle: 200,
  metaDescription: 500,
  tag: 50,
} as const;

const optionalId = z.pipe(
  z.transform((value: unknown) => (typeof value === 'string' ? value.trim() : '')),
  z.string().check(z.refine((value) => value === '' || isUuid(value), { error: BLOG_MESSAGES.notFound })),
);

/** The post as the editor saves it; every mode validates the same fields, only the required ones differ. */
export function blogPostSchema(mode: BlogSaveMode) {
  return z
    .object({
      id: optionalId,
      title: optionalTextField(BLOG_LIMITS.title, 'Naslov'),
      slug: optionalTextField(BLOG_LIMITS.slug, 'Slug'),
      excerpt: optionalTextField(BLOG_LIMITS.excerpt, 'Sažetak'),
      category: z.pipe(
        optionalTextField(BLOG_LIMITS.title, 'Kategorija'),
        z
          .string()
          .check(z.refine((value) => value === '' || isBlogCategory(value), { error: BLOG_MESSAGES.invalidCategory })),
      ),
      author: z.pipe(
        optionalTextField(BLOG_LIMITS.author, 'Autor'),
        z.transform((value: string) => value || DEFAULT_AUTHOR),
      ),
      // Markdown: kept as typed (no trimming inside), only its ends.
      content: optionalTextField(BLOG_LIMITS.content, 'Sadržaj'),
      headerImage: optionalTextField(LIMITS.url, 'Slika'),
      headerImageAlt: optionalTextField(BLOG_LIMITS.alt, 'Alt tekst'),
      headerImageCaption: optionalTextField(BLOG_LIMITS.caption, 'Potpis slike'),
      featured: checkboxField(),
      metaTitle: optionalTextField(BLOG_LIMITS.metaTitle, 'Meta title (SEO)'),
      metaDescription: optionalTextField(BLOG_LIMITS.metaDescription, 'Meta description (SEO)'),
      tags: z.pipe(
        z.transform((value: unknown) =>
          normalizeTags(Array.isArray(value) ? value.filter((tag): tag is string => typeof tag === 'string') : []).map(
            (tag) => tag.slice(0, BLOG_LIMITS.tag),
          ),
        ),
        z.array(z.string()).check(z.maxLength(MAX_TAGS, { error: BLOG_MESSAGES.tooManyTags })),
      ),
    })
    .check(
      z.superRefine((post, ctx) => {
        if (mode === 'publish') {
          if (post.title === '' || post.content === '') {
            ctx.issues.push({
              code: 'custom',
              input: post,
              path: [FORM_ERROR_PATH],
              message: BLOG_MESSAGES.titleAndContentRequired,
            });
          }
        } else if (post.title === '') {
          ctx.issues.push({ code: 'custom', input: post, path: ['title'], message: BLOG_MESSAGES.titleRequired });
        }
      }),
    );
}

export type BlogPostValues = z.output<ReturnType<typeof blogPostSchema>>;

export const REVISION_FIELDS = ['revisionId'] as const;
export const revisionSchema = z.object({
  revisionId: z.string().check(z.trim(), z.refine(isUuid, { error: BLOG_MESSAGES.notFound })),
});

export const PREVIEW_FIELDS = ['content'] as const;
export const previewSchema = z.object({ content: optionalTextField(BLOG_LIMITS.content, 'Sadržaj') });

export const DELETE_POST_FIELDS = ['id'] as const;
export const deletePostSchema = z.object({
  id: z.string().check(z.trim(), z.refine(isUuid, { error: BLOG_MESSAGES.notFound })),
});
