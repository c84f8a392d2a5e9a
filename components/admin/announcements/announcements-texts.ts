import { ANNOUNCEMENT_MESSAGES } from '@/lib/validation/admin-announcements';
import { ADMIN_MESSAGES } from '@/lib/validation/admin-shared';

/**
 * The 'Obaveštenja' tab's texts, typed in Latin ({0}: a slot `fillText` fills in the browser): a
 * page in Cyrillic converts them on the server (`textTableIn`). An announcement's own texts are
 * never among them: the form shows them as stored, the list as the page shows them.
 */
export const ANNOUNCEMENTS_TEXTS = {
  list: 'Sva obaveštenja',
  empty: 'Još nema obaveštenja.',
  active: 'Aktivno',
  inactive: 'Neaktivno',
  priority: 'Prioritet {0}',
  expires: 'Ističe {0}',
  edit: 'Uredi',
  editLabel: 'Uredi obaveštenje {0}',
  remove: 'Obriši',
  removeLabel: 'Obriši obaveštenje {0}',
  undo: ADMIN_MESSAGES.undo,
  deleteFailed: ANNOUNCEMENT_MESSAGES.deleteFailed,
  form: {
    editing: 'Izmena obaveštenja',
    new: 'Novo obaveštenje',
    title: 'Naslov',
    content: 'Sadržaj',
    type: 'Tip',
    priority: 'Prioritet (1–5)',
    link: 'Link',
    linkPlaceholder: '/events ili https://…',
    buttonText: 'Tekst dugmeta',
    expires: 'Ističe',
    active: 'Aktivno',
    image: 'Slika',
    imageHint: 'Samo slike, najviše 5 MB.',
    uploadedTitle: ADMIN_MESSAGES.successTitle,
    imageUploaded: ANNOUNCEMENT_MESSAGES.imageUploaded,
    save: 'Sačuvaj izmene',
    create: 'Kreiraj obaveštenje',
    cancel: 'Otkaži',
    saveFailed: ANNOUNCEMENT_MESSAGES.saveFailed,
  },
};

export type AnnouncementsTexts = typeof ANNOUNCEMENTS_TEXTS & {
  /** The types the form offers, their names as the page shows them. */
  formTypes: readonly { value: string; label: string }[];
  /** Every stored type's name as the page shows it (an unknown type is shown as stored). */
  typeNames: Readonly<Record<string, string>>;
};

/** A stored type's name as the page shows it; an unknown value (none pass the table's check) as stored. */
export function announcementTypeName(texts: Pick<AnnouncementsTexts, 'typeNames'>, type: string): string {
  return Object.hasOwn(texts.typeNames, type) ? texts.typeNames[type]! : type;
}
