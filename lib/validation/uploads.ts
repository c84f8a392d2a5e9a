/**
 * Every text an upload shows, shared by the upload widget and the server that checks the file.
 * The image texts and the per-tab failures are the spec's (platform §5, §8); the rest is ours, in
 * the same voice.
 */
export const UPLOAD_MESSAGES = {
  chooseImage: 'Molimo odaberite sliku',
  imageTooLarge: (megabytes: number) => `Slika je prevelika. Maksimalna veličina je ${megabytes}MB.`,
  chooseFile: 'Molimo odaberite fajl',
  fileTooLarge: (megabytes: number) => `Fajl je prevelik. Maksimalna veličina je ${megabytes}MB.`,
  fileTypeNotAllowed: 'Dozvoljeni su PDF, Word, Excel i PowerPoint dokumenti i slike (PNG, JPEG, WebP, GIF, AVIF).',
  typeMismatch: 'Sadržaj fajla ne odgovara njegovoj ekstenziji ili tipu.',
  signInRequired: 'Prijavite se da biste otpremili fajl.',
  forbidden: 'Nemate dozvolu za otpremanje ovog fajla.',
  badRequest: 'Zahtev za otpremanje nije ispravan.',
  quotaExceeded: (megabytes: number) =>
    `Popunili ste prostor za fajlove (${megabytes} MB po nalogu). Uklonite fajlove koje ne koristite ili se obratite administratoru.`,
  networkError: 'Veza je prekinuta. Pokušajte ponovo.',

  /** The spec's failure toasts (platform §8): announcements (also media and avatars), events, blog, files. */
  imageFailed: 'Nije moguće otpremiti sliku.',
  eventFailed: 'Greška pri otpremanju slike',
  blogFailed: 'Greška prilikom uploadovanja slike',
  fileFailed: 'Greška pri učitavanju fajla',
} as const;
