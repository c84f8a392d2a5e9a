/**
 * Page texts and images with fallbacks (spec public-site §3): only active rows reach these maps;
 * each missing field falls back to the caller's default, or to an empty string, and a missing
 * image URL to the default image.
 */

import type { Script } from '@/lib/i18n/script';
import { textIn, textsIn } from '@/lib/i18n/texts';

export const DEFAULT_IMAGE = '/images/placeholder.svg';

export interface SectionText {
  title: string;
  subtitle: string;
  content: string;
  buttonText: string;
  buttonLink: string;
}

export type SectionRecord = { [K in keyof SectionText]?: string | null };

export interface MediaRecord {
  fileUrl?: string | null;
  title?: string | null;
  description?: string | null;
}

export interface ResolvedImage {
  url: string;
  alt: string;
}

function present(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

function pick(stored: string | null | undefined, fallback: string | null | undefined): string {
  if (present(stored)) return stored;
  return present(fallback) ? fallback : '';
}

/** The texts of a section a page shows: their foreign marks `-{…}-` removed (docs/i18n.md); the link stays. */
const SECTION_TEXTS = ['title', 'subtitle', 'content', 'buttonText'] as const satisfies (keyof SectionText)[];

/**
 * A page text as a page in `script` shows it: each field stored, else the default; in Cyrillic, or
 * in Latin without foreign marks (docs/i18n.md).
 */
export function resolveSection(
  sections: Readonly<Record<string, SectionRecord>>,
  key: string,
  defaults: SectionRecord = {},
  script: Script = 'lat',
): SectionText {
  const stored = sections[key] ?? {};
  return textsIn(
    script,
    {
      title: pick(stored.title, defaults.title),
      subtitle: pick(stored.subtitle, defaults.subtitle),
      content: pick(stored.content, defaults.content),
      buttonText: pick(stored.buttonText, defaults.buttonText),
      buttonLink: pick(stored.buttonLink, defaults.buttonLink),
    },
    SECTION_TEXTS,
  );
}

/** A site image; its alternative text in `script`. */
export function resolveImage(
  media: Readonly<Record<string, MediaRecord>>,
  key: string,
  fallback: { url?: string; alt?: string } = {},
  script: Script = 'lat',
): ResolvedImage {
  const stored = media[key];
  return {
    url: pick(stored?.fileUrl, fallback.url) || DEFAULT_IMAGE,
    alt: textIn(script)(pick(stored?.title, fallback.alt)),
  };
}
