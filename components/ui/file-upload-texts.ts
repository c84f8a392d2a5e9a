import type { Script } from '@/lib/i18n/script';

/**
 * The upload widget's own words in both scripts, written out: the widget is a client component
 * that picks its script from the page's address, so it needs no transliteration in the browser
 * and no caller passes them. `{0}` is the percentage. tests/unit/error-notice-texts.test.ts checks
 * the Cyrillic column against the conversion of the Latin one.
 */
export const FILE_UPLOAD_TEXTS = {
  lat: {
    uploading: 'Otpremanje',
    progress: 'Otpremljeno {0}%',
    uploaded: 'Fajl je otpremljen',
    remove: 'Ukloni',
    openFile: 'Otvori fajl',
  },
  cir: {
    uploading: 'Отпремање',
    progress: 'Отпремљено {0}%',
    uploaded: 'Фајл је отпремљен',
    remove: 'Уклони',
    openFile: 'Отвори фајл',
  },
} as const satisfies Record<Script, Record<string, string>>;
