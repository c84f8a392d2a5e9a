import { MEDIA_FILE_TYPE_LABELS, MEDIA_MESSAGES, MEDIA_PLACEMENT_LABELS } from '@/lib/validation/admin-media';

import { ADMIN_FORM_TEXTS } from '../admin-texts';

/** The 'Media' tab's words, typed in Latin: `MediaTab` converts them on the server for Cyrillic. */
export const MEDIA_TAB_TEXTS = {
  placements: MEDIA_PLACEMENT_LABELS,
  fileTypes: MEDIA_FILE_TYPE_LABELS,
  failed: MEDIA_MESSAGES.failed,
  create: {
    heading: 'Novi media item',
    key: 'Ključ (media_key)',
    keyHint: 'Mala slova, brojevi, donja crta i crtica, npr. -{home_hero}-. Mora biti jedinstven.',
    title: 'Naslov (alt tekst)',
    placement: 'Sekcija',
    fileType: 'Tip fajla',
    description: 'Opis',
    creating: ADMIN_FORM_TEXTS.creating,
    submit: 'Dodaj media item',
  },
  card: {
    noImage: 'Bez slike',
    noPlacement: 'Bez sekcije',
    order: 'redosled',
    /** Before the item's key: the upload field's label and the delete button's name. */
    newImage: 'Nova slika za',
    delete: ADMIN_FORM_TEXTS.delete,
    undo: ADMIN_FORM_TEXTS.undo,
  },
};

export type MediaTabTexts = typeof MEDIA_TAB_TEXTS;
