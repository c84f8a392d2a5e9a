import type { Script } from '@/lib/i18n/script';

/**
 * 'Strana reč' (docs/i18n.md) in both scripts, written out: the button is a client component
 * beside many admin fields (the blog's, the events', the page texts', the announcements'), so it
 * picks its script from the page's address, as the dialogs do, and no caller passes its words. The
 * accessible name starts with the visible text, so both name the same button.
 * tests/unit/admin-editor-texts.test.ts checks the Cyrillic column against the conversion.
 */
export const FOREIGN_MARK_TEXTS = {
  lat: {
    text: 'Strana reč',
    title: 'Označi izabrani tekst kao stranu reč (ne menja se u ćirilici)',
    label: 'Strana reč: označi izabrani tekst kao stranu reč (ne menja se u ćirilici)',
  },
  cir: {
    text: 'Страна реч',
    title: 'Означи изабрани текст као страну реч (не мења се у ћирилици)',
    label: 'Страна реч: означи изабрани текст као страну реч (не мења се у ћирилици)',
  },
} as const satisfies Record<Script, Record<string, string>>;
