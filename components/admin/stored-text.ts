import 'server-only';

import type { Script } from '@/lib/i18n/script';
import { latinToCyrillic } from '@/lib/i18n/transliterate';

/** A stored text as the panel displays it. */
export type StoredText = (text: string) => string;

const asStored: StoredText = (text) => text;

/**
 * What admins and members wrote (a title, a name, a note), and any sentence that quotes it, as the
 * panel's lists and cards display it in `script`: in Cyrillic converted, in Latin exactly as
 * stored, foreign marks included (docs/i18n.md: the admin's lists keep them, so the author sees
 * what was typed). The panel's own words, which carry no marks, go through `t` as elsewhere.
 */
export function storedTextIn(script: Script): StoredText {
  return script === 'cir' ? latinToCyrillic : asStored;
}
