import { ADMIN_MESSAGES } from '@/lib/validation/admin-shared';

/**
 * The words the panel's shared buttons say, typed in Latin: a page in Cyrillic converts the table
 * on the server (`textTableIn`) and hands it to its client components, which carry no conversion.
 */
export const ADMIN_FORM_TEXTS = {
  edit: 'Uredi',
  save: 'Sačuvaj',
  cancel: 'Otkaži',
  delete: 'Obriši',
  saving: 'Čuvanje...',
  creating: 'Kreiranje...',
  undo: ADMIN_MESSAGES.undo,
};

export type AdminFormTexts = typeof ADMIN_FORM_TEXTS;
