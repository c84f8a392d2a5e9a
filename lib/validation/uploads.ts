import { fillText } from '@/lib/i18n/text-template';
import type { Script } from '@/lib/i18n/script';

/**
 * What the browser itself may say about an upload (the size checked before sending, a cut
 * connection, an answer it cannot read), written out in both scripts: the upload widget picks its
 * script from the page's address and carries no conversion code. `{0}` is the limit in megabytes.
 * tests/unit/error-notice-texts.test.ts checks the Cyrillic column against the conversion.
 */
export const UPLOAD_BROWSER_MESSAGES = {
  lat: {
    chooseImage: 'Molimo odaberite sliku',
    imageTooLarge: 'Slika je prevelika. Maksimalna veličina je {0}MB.',
    chooseFile: 'Molimo odaberite fajl',
    fileTooLarge: 'Fajl je prevelik. Maksimalna veličina je {0}MB.',
    networkError: 'Veza je prekinuta. Pokušajte ponovo.',
    /** The spec's failure toasts (platform §8): announcements (also media and avatars), events, blog, files. */
    imageFailed: 'Nije moguće otpremiti sliku.',
    eventFailed: 'Greška pri otpremanju slike',
    blogFailed: 'Greška prilikom uploadovanja slike',
    fileFailed: 'Greška pri učitavanju fajla',
  },
  cir: {
    chooseImage: 'Молимо одаберите слику',
    imageTooLarge: 'Слика је превелика. Максимална величина је {0}МБ.',
    chooseFile: 'Молимо одаберите фајл',
    fileTooLarge: 'Фајл је превелик. Максимална величина је {0}МБ.',
    networkError: 'Веза је прекинута. Покушајте поново.',
    imageFailed: 'Није могуће отпремити слику.',
    eventFailed: 'Грешка при отпремању слике',
    blogFailed: 'Грешка приликом уплоадовања слике',
    fileFailed: 'Грешка при учитавању фајла',
  },
} as const satisfies Record<Script, Record<string, string>>;

export type UploadBrowserMessages = (typeof UPLOAD_BROWSER_MESSAGES)[Script];

/** A failure toast of the table above, by purpose (`UPLOAD_RULES`). */
export type UploadFailure = 'imageFailed' | 'eventFailed' | 'blogFailed' | 'fileFailed';

const LATIN = UPLOAD_BROWSER_MESSAGES.lat;

/**
 * Every text an upload shows, shared by the upload widget and the server that checks the file, as
 * typed (the server's answer is converted to the page's script, `lib/storage/upload-request.ts`).
 * The image texts and the per-tab failures are the spec's (platform §5, §8); the rest is ours, in
 * the same voice.
 */
export const UPLOAD_MESSAGES = {
  ...LATIN,
  imageTooLarge: (megabytes: number) => fillText(LATIN.imageTooLarge, megabytes),
  fileTooLarge: (megabytes: number) => fillText(LATIN.fileTooLarge, megabytes),
  fileTypeNotAllowed: 'Dozvoljeni su PDF, Word, Excel i PowerPoint dokumenti i slike (PNG, JPEG, WebP, GIF, AVIF).',
  typeMismatch: 'Sadržaj fajla ne odgovara njegovoj ekstenziji ili tipu.',
  signInRequired: 'Prijavite se da biste otpremili fajl.',
  forbidden: 'Nemate dozvolu za otpremanje ovog fajla.',
  badRequest: 'Zahtev za otpremanje nije ispravan.',
  quotaExceeded: (megabytes: number) =>
    `Popunili ste prostor za fajlove (${megabytes} MB po nalogu). Uklonite fajlove koje ne koristite ili se obratite administratoru.`,
} as const;
