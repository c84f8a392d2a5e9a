import { BLOG_MESSAGES, REVISION_REASON_LABELS } from '@/lib/validation/admin-blog';

/**
 * The texts of the blog's Markdown field ('Pisanje', 'Pregled', the formatting buttons), also the
 * newsletter editor's, typed in Latin: a page in Cyrillic converts them on the server
 * (`textTableIn`) and passes them as `texts`.
 */
export const CONTENT_EDITOR_TEXTS = {
  label: 'Sadržaj (Markdown)',
  viewMode: 'Način prikaza',
  write: 'Pisanje',
  preview: 'Pregled',
  toolbar: 'Formatiranje',
  formats: { bold: 'Podebljano', italic: 'Kurziv', quote: 'Citat', code: 'Kod' },
  previewRegion: 'Pregled posta',
  previewEmpty: BLOG_MESSAGES.previewEmpty,
  previewLoading: BLOG_MESSAGES.previewLoading,
  previewFailed: BLOG_MESSAGES.previewFailed,
};

export type ContentEditorTexts = typeof CONTENT_EDITOR_TEXTS;

/**
 * The blog editor's texts, typed in Latin ({0}: a slot `fillText` fills in the browser). The
 * values it edits are never among them: they stay as stored.
 */
export const BLOG_EDITOR_TEXTS = {
  content: CONTENT_EDITOR_TEXTS,
  editing: 'Uređivanje posta',
  newPost: 'Novi post',
  published: 'Objavljeno',
  draft: 'Draft',
  form: 'Blog post',
  saveDraft: 'Sačuvaj kao draft',
  publish: 'Objavi post',
  fields: {
    title: 'Naslov',
    slug: 'Slug',
    slugAddress: 'Adresa posta:',
    slugHint: 'Pravi se iz naslova dok se post prvi put ne sačuva.',
    category: 'Kategorija',
    noCategory: 'Bez kategorije',
    excerpt: 'Sažetak',
    author: 'Autor',
    featured: 'Istaknuti post',
    headerImage: 'Naslovna slika',
    image: 'Slika',
    imageHint: 'Samo slike, najviše 5 MB.',
    imageAlt: 'Alt tekst slike',
    imageCaption: 'Potpis slike',
    seo: 'SEO',
    metaTitle: 'Meta title (SEO)',
    metaDescription: 'Meta description (SEO)',
    uploadedTitle: 'Uspešno',
    imageUploaded: BLOG_MESSAGES.imageUploaded,
  },
  tags: {
    legend: 'Tagovi',
    chosen: 'Izabrani',
    remove: 'Ukloni {0}',
    newTag: 'Novi tag',
    placeholder: 'Dodaj tag i pritisni Enter',
    add: 'Dodaj',
    suggestions: 'Predlozi:',
  },
  save: {
    saving: BLOG_MESSAGES.saving,
    lastSaved: BLOG_MESSAGES.lastSaved('{0}'),
    keptInBrowser: BLOG_MESSAGES.keptInBrowser,
    failed: '{0}. Tekst je sačuvan u ovom pregledaču.',
    unsavedFound: BLOG_MESSAGES.unsavedFound,
    restoreText: 'Vrati tekst',
    discard: 'Odbaci',
  },
  revisions: {
    heading: 'Verzije',
    none: 'Još nema sačuvanih verzija.',
    reasons: REVISION_REASON_LABELS,
    restore: 'Vrati',
    restoreLabel: 'Vrati verziju od {0}',
  },
  messages: {
    draftFailed: BLOG_MESSAGES.draftFailed,
    publishFailed: BLOG_MESSAGES.publishFailed,
    restoreFailed: BLOG_MESSAGES.restoreFailed,
  },
};

export type BlogEditorTexts = typeof BLOG_EDITOR_TEXTS & {
  /** The categories to choose from: the stored value, and its name as the page shows it. */
  categories: readonly { value: string; label: string }[];
  /** The suggested tags: the tag added, and its name as the page shows it. */
  suggestedTags: readonly { value: string; label: string }[];
};
