import { usePathname } from 'next/navigation';

import { splitScriptPath, type Script } from '@/lib/i18n/script';

/**
 * The words every dialog carries itself, in both scripts, written out: a dialog opens only in the
 * browser and picks its script from the address (`useDialogTexts`), so it needs no transliteration
 * there and no caller has to pass them. tests/unit/error-notice-texts.test.ts checks the Cyrillic
 * column against the conversion of the Latin one.
 */
export const DIALOG_TEXTS = {
  lat: { close: 'Zatvori', cancel: 'Otkaži' },
  cir: { close: 'Затвори', cancel: 'Откажи' },
} as const satisfies Record<Script, Record<string, string>>;

/** The dialogs' own words in the script of the page's address (client components only). */
export function useDialogTexts(): (typeof DIALOG_TEXTS)[Script] {
  return DIALOG_TEXTS[splitScriptPath(usePathname()).script];
}
