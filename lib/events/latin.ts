import { removeForeignMarksIn } from '@/lib/i18n/transliterate';

/** The texts of an event that pages, feeds and mails show. */
export const EVENT_TEXTS = ['title', 'shortDescription', 'description', 'location'] as const;

interface EventTexts {
  title: string;
  shortDescription: string | null;
  description: string | null;
  location: string | null;
}

/**
 * An event as the Latin page shows it: its texts without the foreign marks `-{…}-` an admin may
 * have put in them (docs/i18n.md). Every reader that shows a stored event passes it through this;
 * the admin's own list and form keep the marks.
 */
export function latinEvent<T extends EventTexts>(event: T): T {
  return removeForeignMarksIn(event, EVENT_TEXTS);
}
