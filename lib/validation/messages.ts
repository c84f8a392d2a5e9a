import { COUNTED, formatCount } from '@/lib/format/plural';
import { TOAST_TITLES } from '@/lib/messages';

/**
 * Every text the public forms show, shared by the client (react-hook-form) and the server actions,
 * so a message reads the same with or without JavaScript. Wording from spec public-site §5 and §8.
 */

export const FORM_MESSAGES = {
  required: (field: string) => `${field} je obavezno polje`,
  invalidEmail: 'Email format nije valjan',
  nameTooShort: 'Ime mora imati najmanje 2 karaktera',
  messageTooShort: 'Poruka mora imati najmanje 10 karaktera',
  /** The spec's 'za {n} minuta', with the singular 'minut' where Serbian needs it (1, 21, 31…). */
  rateLimited: (minutes: number) => `Previše pokušaja. Pokušajte ponovo za ${formatCount(minutes, COUNTED.minute)}.`,

  contactTooLong: 'Poruka je predugačka',
  contactFailed: 'Neuspešno slanje poruke',
  contactFallback: 'Došlo je do greške prilikom slanja poruke. Molimo pokušajte ponovo.',

  applicationTooLong: 'Sadržaj prijave je predugačak',
  joinTooLong: 'Ukupan sadržaj je predugačak',
  applicationFailed: 'Neuspešno slanje prijave',
  applicationFallback: 'Došlo je do greške prilikom slanja prijave. Molimo pokušajte ponovo.',

  suggestNameRequired: 'Molimo unesite vaše ime i prezime.',
  suggestEmailInvalid: 'Molimo unesite validan email.',
  suggestLumaRequired: 'Molimo unesite Lu.ma URL.',
  suggestLumaInvalid: 'URL mora biti sa Lu.ma platforme.',
  suggestEventUrlRequired: 'Molimo unesite URL stranice događaja.',
  suggestEventNameRequired: 'Molimo unesite naziv događaja.',
  suggestFailed: 'Došlo je do greške pri slanju predloga.',

  registrationRequired: 'Molimo unesite sva obavezna polja.',
  registrationNoEvent: 'Podaci o događaju nisu dostupni.',
  registrationFallback: 'Došlo je do greške prilikom slanja prijave za događaj. Molimo pokušajte ponovo.',
  registrationFull: 'Nažalost, sva mesta za ovaj događaj su popunjena.',
  registrationClosed: 'Prijave za ovaj događaj su zatvorene.',
  /** A full event's page (issue 50): the form puts people on the waitlist instead of refusing. */
  registrationWaitlistNotice:
    'Sva mesta su popunjena, ali se možeš prijaviti na listu čekanja: čim se neko odjavi, prvi na listi dobija mesto i o tome mu odmah šaljemo email.',
  registrationWaitlistButton: 'Prijavi se na listu čekanja',

  /** A value of the wrong kind (a list, a number…), which only a hand-made request can send. */
  invalidValue: 'Vrednost polja nije ispravna',
  suggestTypeInvalid: 'Molimo izaberite tip događaja.',

  newsletterFallback: 'Došlo je do greške prilikom prijave na newsletter. Molimo pokušajte ponovo.',
  tooLong: (field: string) => `Polje „${field}” je predugačko`,
} as const;

/** Title of every error toast (spec §8). */
export const TOAST_ERROR_TITLE = TOAST_TITLES.error;

/** Toast titles and success texts (spec §8). */
export const FORM_SUCCESS = {
  application: { title: TOAST_TITLES.success, message: 'Vaša prijava je uspešno poslata. Kontaktiraćemo vas uskoro.' },
  suggestion: { title: TOAST_TITLES.success, message: 'Hvala vam na predlogu događaja. Kontaktiraćemo vas uskoro.' },
  contact: { title: 'Poruka poslata!', message: 'Hvala ti na poruci. Odgovorićemo ti uskoro!' },
  registration: {
    title: 'Prijava poslata!',
    message: 'Hvala na prijavi! Potvrdu sa detaljima događaja šaljemo na tvoju email adresu.',
  },
  /** A full event: on the waitlist ('Lista čekanja') at a position (issue 50). */
  registrationWaitlisted: {
    title: 'Lista čekanja',
    message: (position: number) =>
      `Sva mesta su popunjena, pa smo te upisali na listu čekanja: ${position}. mesto. Čim se neko odjavi, prvi na listi dobija mesto i o tome mu šaljemo email. Potvrdu sa linkom za otkazivanje šaljemo na tvoju email adresu.`,
  },
  /** A second registration with the same address: the first one's details are brought up to date. */
  registrationUpdated: {
    title: 'Prijava poslata!',
    message:
      'Ova email adresa je već bila prijavljena za ovaj događaj: sačuvali smo tvoje nove podatke i ponovo šaljemo potvrdu.',
  },
  newsletter: {
    title: 'Proveri email',
    message: 'Poslali smo ti email sa linkom za potvrdu. Prijava važi tek kada je potvrdiš.',
  },
} as const;

/** Labels of the form controls; `required` messages name the field the same way. */
export const FIELD_LABELS = {
  name: 'Ime',
  fullName: 'Ime i prezime',
  email: 'Email',
  phone: 'Telefon',
  message: 'Poruka',
  role: 'Uloga',
  experience: 'Iskustvo',
  motivation: 'Motivacija',
  about: 'O tebi',
  contribute: 'Doprinos',
  expect: 'Očekivanja',
  firstName: 'Ime',
  lastName: 'Prezime',
} as const;

/** The button text while a form is being sent (spec §4). */
export const SENDING_LABEL = 'Šalje se...';

/**
 * The issue path the schemas use for an error about the whole submission, not one field. It lives
 * here, not beside the schemas, because the client reads results (lib/actions/result.ts) and must
 * not pull zod into a page's first load for one constant.
 */
export const FORM_ERROR_PATH = 'root';

/** Name of the off-screen honeypot input every public form carries; people never see or fill it. */
export const HONEYPOT_FIELD = 'website';

/**
 * Messages of one failed submission as one toast text. The spec joins field errors with commas;
 * messages that are full sentences (ending in a period) are joined with a space instead.
 */
export function joinMessages(messages: readonly string[]): string {
  const unique = [...new Set(messages.filter((message) => message.length > 0))];
  return unique.reduce((text, message) => {
    if (text === '') return message;
    return `${text}${/[.!?]$/.test(text) ? ' ' : ', '}${message}`;
  }, '');
}
