import type { Script } from '@/lib/i18n/script';
import { textsIn } from '@/lib/i18n/texts';

/** The texts of an event that pages, feeds and mails show. */
export const EVENT_TEXTS = ['title', 'shortDescription', 'description', 'location'] as const;

interface EventTexts {
  title: string;
  shortDescription: string | null;
  description: string | null;
  location: string | null;
}

/**
 * An event as a page in `script` shows it, from its stored texts: Cyrillic converted, Latin without
 * the foreign marks `-{…}-` an admin may have put in them (docs/i18n.md). Every reader that shows
 * a stored event passes it through this once, after its cache (the marks must reach the
 * conversion); the admin's own list and form keep the marks.
 */
export function eventIn<T extends EventTexts>(script: Script, event: T): T {
  return textsIn(script, event, EVENT_TEXTS);
}
