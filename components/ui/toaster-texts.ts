/**
 * The toaster's names (its region's, its close button's), typed in Latin: a plain module, so the
 * root layout can convert them for the page's script (`textTableIn`) and pass them to `Toaster`.
 */
export const TOASTER_TEXTS = { region: 'Povratne informacije', close: 'Zatvori poruku' };

export type ToasterTexts = typeof TOASTER_TEXTS;
