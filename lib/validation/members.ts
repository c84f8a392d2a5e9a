import * as z from 'zod/mini';

import { INDUSTRIES, MEMBER_TYPE_LABELS, MEMBER_TYPES, SCRIPTS, STARTUP_STAGES, type Script } from '@/lib/domain/enums';

import { AUTH_MESSAGES, PASSWORD_LIMITS, passwordBytes } from './auth';
import { checkboxField, emailChecks, LIMITS, submittedText } from './shared';

/** Every text of the members' sign-in, sign-up and profile (spec platform §5, §8 Members). */
export const MEMBER_MESSAGES = {
  emailRequired: 'Email je obavezan',
  emailInvalid: 'Neispravna email adresa',
  passwordRequired: 'Lozinka je obavezna',
  passwordTooShort: 'Lozinka mora imati najmanje 6 karaktera',
  passwordTooLong: AUTH_MESSAGES.passwordTooLong,
  signInPasswordTooLong: AUTH_MESSAGES.signInPasswordTooLong,
  nameRequired: 'Ime je obavezno',
  memberTypeRequired: 'Tip člana je obavezan',
  /** Our own texts (the spec names no rule for these). */
  choiceInvalid: 'Izaberite jednu od ponuđenih vrednosti',
  urlInvalid: 'Unesite ispravan link koji počinje sa https:// ili http://',
  tooLong: 'Tekst je predugačak',
  capacityInvalid: 'Broj mentija mora biti ceo broj od 0 do 50',

  invalidCredentialsTitle: 'Neispravni podaci',
  invalidCredentials: 'Email ili lozinka nisu ispravni.',
  signInFailedTitle: 'Greška pri prijavljivanju',
  unexpectedTitle: 'Greška',
  unexpected: 'Došlo je do neočekivane greške.',
  signedIn: 'Uspešno ste se prijavili!',
  googleFailed: 'Došlo je do greške prilikom prijave preko Google-a.',
  googleUnavailable: 'Prijava preko Google-a nije podešena na ovom sajtu. Prijavite se email-om i lozinkom.',

  userExistsTitle: 'Korisnik već postoji',
  userExists: 'Korisnik sa ovim email-om već postoji. Pokušajte sa prijavljivanjem.',
  signUpFailedTitle: 'Greška pri registraciji',
  profileCreateFailedTitle: 'Greška pri kreiranju profila',
  profileCreateFailed: 'Nalog je kreiran, ali je došlo do greške pri kreiranju profila.',
  signUpUnexpected: 'Došlo je do neočekivane greške pri registraciji.',
  signedUp: 'Registracija uspešna!',
  signedUpMessage: 'Vaš profil čeka odobrenje administratora.',
  /** After a sign-up that waits for the address: the spec's note, then what to do first. */
  signedUpCheckMail:
    'Vaš profil čeka odobrenje administratora. Prvo potvrdite email adresu linkom koji smo vam poslali.',

  profileCreated: 'Profil kreiran!',
  profileUpdated: 'Profil ažuriran!',
  profileSaveFailed: 'Došlo je do greške prilikom čuvanja profila.',
  avatarInvalid: 'Slika profila nije ispravna. Otpremite je ponovo.',
  profileEmailTaken: 'Ovaj email već koristi drugi profil.',

  accountDeleted: 'Nalog je obrisan',
  accountDeletedMessage: 'Vaš profil, oglasi i poruke su uklonjeni.',
  accountDeleteFailed: 'Brisanje naloga nije uspelo. Pokušajte ponovo.',
  deleteConfirmMismatch: 'Upišite OBRIŠI da biste potvrdili brisanje.',
} as const;

/** Spec §9: after a successful sign-in / sign-up the page waits this long before moving on. */
export const SIGN_IN_REDIRECT_DELAY_MS = 1_000;
export const SIGN_UP_REDIRECT_DELAY_MS = 2_000;

/** The word a member types to confirm the deletion of their account. */
export const DELETE_CONFIRMATION_WORD = 'OBRIŠI';

/**
 * The same word as a Cyrillic page asks for it, written out: this module also reaches the
 * browser, which carries no transliteration. tests/unit/members-validation.test.ts checks it
 * against the conversion.
 */
export const DELETE_CONFIRMATION_WORD_CYRILLIC = 'ОБРИШИ';

export type MemberType = (typeof MEMBER_TYPES)[number];
export type StartupStage = (typeof STARTUP_STAGES)[number];
export type Industry = (typeof INDUSTRIES)[number];

export { MEMBER_TYPE_LABELS };

export const STARTUP_STAGE_LABELS: Record<StartupStage, string> = {
  idea: 'Ideja',
  mvp: 'MVP',
  early: 'Rana faza',
  growth: 'Rast',
  scale: 'Skaliranje',
};

/** Spec §5: the stage is asked only of startups; the industry of startups and companies. */
export function asksStartupStage(memberType: string): boolean {
  return memberType === 'startup';
}

export function asksIndustry(memberType: string): boolean {
  return memberType === 'startup' || memberType === 'company';
}

const MAX_CAPACITY = 50;
const LONG_TEXT = 2_000;

function requiredText(required: string, max: number) {
  return z.pipe(
    submittedText,
    z
      .string()
      .check(
        z.trim(),
        z.minLength(1, { error: required, abort: true }),
        z.maxLength(max, { error: MEMBER_MESSAGES.tooLong }),
      ),
  );
}

/** Optional text: trimmed, and empty is stored as null (spec §5). */
function optionalText(max: number) {
  return z.pipe(
    z.pipe(submittedText, z.string().check(z.trim(), z.maxLength(max, { error: MEMBER_MESSAGES.tooLong }))),
    z.transform((value: string) => (value === '' ? null : value)),
  );
}

/**
 * An address typed without its scheme ('linkedin.com/in/ana') means the web: it gets https://.
 * A real scheme (letters before ':', no dot, as in javascript:) is left for the check to refuse.
 */
function withWebScheme(value: string): string {
  if (value === '') return value;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1];
  return scheme && !scheme.includes('.') ? value : `https://${value}`;
}

/** An optional http(s) link; empty is null. */
function optionalUrl() {
  return z.pipe(
    z.pipe(
      submittedText,
      z.string().check(
        z.trim(),
        z.overwrite(withWebScheme),
        z.maxLength(LIMITS.url, { error: MEMBER_MESSAGES.urlInvalid, abort: true }),
        z.refine((value) => value === '' || isWebUrl(value), { error: MEMBER_MESSAGES.urlInvalid }),
      ),
    ),
    z.transform((value: string) => (value === '' ? null : value)),
  );
}

export function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

function memberEmail() {
  return z.pipe(
    submittedText,
    z
      .string()
      .check(...emailChecks({ required: MEMBER_MESSAGES.emailRequired, invalid: MEMBER_MESSAGES.emailInvalid })),
  );
}

/**
 * A password as typed (never trimmed), spec §5/§9: required, at least 6 characters, at sign-in as
 * at sign-up. A new one may have at most 72 bytes (bcrypt ignores the rest); at sign-in the older
 * limit of 72 characters stays, so a password set before the byte rule still signs in
 * (`PASSWORD_LIMITS`).
 */
function memberPassword({ signIn = false } = {}) {
  return z.pipe(
    submittedText,
    z.string().check(
      z.minLength(1, { error: MEMBER_MESSAGES.passwordRequired, abort: true }),
      z.minLength(PASSWORD_LIMITS.min, { error: MEMBER_MESSAGES.passwordTooShort, abort: true }),
      signIn
        ? z.maxLength(PASSWORD_LIMITS.max, { error: MEMBER_MESSAGES.signInPasswordTooLong })
        : z.refine((value) => passwordBytes(value) <= PASSWORD_LIMITS.maxBytes, {
            error: MEMBER_MESSAGES.passwordTooLong,
          }),
    ),
  );
}

function oneOf<const T extends readonly string[]>(values: T, required?: string) {
  return z.pipe(
    submittedText,
    z.string().check(
      z.trim(),
      ...(required ? [z.minLength(1, { error: required, abort: true })] : []),
      z.refine((value) => value === '' || (values as readonly string[]).includes(value), {
        error: MEMBER_MESSAGES.choiceInvalid,
      }),
    ),
  );
}

/** The member type and what depends on it (stage and industry are dropped where the spec does not ask them). */
const typeFields = {
  memberType: oneOf(MEMBER_TYPES, MEMBER_MESSAGES.memberTypeRequired),
  startupStage: oneOf(STARTUP_STAGES),
  industry: oneOf(INDUSTRIES),
};

interface TypedValues {
  memberType: string;
  startupStage: string;
  industry: string;
}

/** Stage only for startups, industry only for startups and companies; otherwise null. */
function applyTypeRules<V extends TypedValues>(values: V) {
  return {
    ...values,
    memberType: values.memberType as MemberType,
    startupStage:
      asksStartupStage(values.memberType) && values.startupStage !== '' ? (values.startupStage as StartupStage) : null,
    industry: asksIndustry(values.memberType) && values.industry !== '' ? (values.industry as Industry) : null,
  };
}

export const memberSignInSchema = z.object({
  email: memberEmail(),
  password: memberPassword({ signIn: true }),
});

/** The sign-up's profile part (spec §2): also what a signed-in account without a profile fills in. */
const signUpProfileShape = {
  fullName: requiredText(MEMBER_MESSAGES.nameRequired, LIMITS.shortText),
  ...typeFields,
  bio: optionalText(LONG_TEXT),
  whatTheyDo: optionalText(LONG_TEXT),
  linkedinUrl: optionalUrl(),
  phone: optionalText(50),
};

export const memberSignUpSchema = z.pipe(
  z.object({ ...signUpProfileShape, email: memberEmail(), password: memberPassword() }),
  z.transform(applyTypeRules),
);

/** Registration finished by an account that is already signed in (Google, or an account without a profile). */
export const memberCompleteSignUpSchema = z.pipe(z.object(signUpProfileShape), z.transform(applyTypeRules));

export const memberProfileSchema = z.pipe(
  z.object({
    fullName: requiredText(MEMBER_MESSAGES.nameRequired, LIMITS.shortText),
    email: memberEmail(),
    bio: optionalText(LONG_TEXT),
    ...typeFields,
    whatTheyDo: optionalText(LONG_TEXT),
    whatTheyOffer: optionalText(LONG_TEXT),
    whatTheySeek: optionalText(LONG_TEXT),
    linkedinUrl: optionalUrl(),
    websiteUrl: optionalUrl(),
    phone: optionalText(50),
    profileImage: optionalText(LIMITS.url),
    isMentor: checkboxField(),
    seekingMentor: checkboxField(),
    hideFromDirectory: checkboxField(),
    mentorCapacity: z.pipe(
      z.pipe(
        submittedText,
        z.string().check(
          z.trim(),
          z.refine((value) => value === '' || (/^\d{1,2}$/.test(value) && Number(value) <= MAX_CAPACITY), {
            error: MEMBER_MESSAGES.capacityInvalid,
          }),
        ),
      ),
      z.transform((value: string) => (value === '' ? null : Number(value))),
    ),
  }),
  z.transform((values) => {
    const typed = applyTypeRules(values);
    // A capacity only means something for a mentor.
    return { ...typed, mentorCapacity: typed.isMentor ? typed.mentorCapacity : null };
  }),
);

export const deleteAccountSchema = z.object({
  confirmation: z.pipe(
    submittedText,
    z.string().check(
      z.trim(),
      z.refine((value) => value === DELETE_CONFIRMATION_WORD || value === DELETE_CONFIRMATION_WORD_CYRILLIC, {
        error: MEMBER_MESSAGES.deleteConfirmMismatch,
      }),
    ),
  ),
});

/** Spec §5: save stays disabled until these are filled. */
export function profileSaveEnabled(values: { fullName?: string; email?: string; memberType?: string }): boolean {
  return Boolean(values.fullName?.trim() && values.email?.trim() && values.memberType?.trim());
}

export const MEMBER_SIGN_IN_FIELDS = ['email', 'password'] as const;
export const MEMBER_SIGN_UP_PROFILE_FIELDS = [
  'fullName',
  'memberType',
  'startupStage',
  'industry',
  'bio',
  'whatTheyDo',
  'linkedinUrl',
  'phone',
] as const;
export const MEMBER_SIGN_UP_FIELDS = [...MEMBER_SIGN_UP_PROFILE_FIELDS, 'email', 'password'] as const;
export const MEMBER_PROFILE_FIELDS = [
  'fullName',
  'email',
  'bio',
  'memberType',
  'startupStage',
  'industry',
  'whatTheyDo',
  'whatTheyOffer',
  'whatTheySeek',
  'linkedinUrl',
  'websiteUrl',
  'phone',
  'profileImage',
  'isMentor',
  'seekingMentor',
  'hideFromDirectory',
  'mentorCapacity',
] as const;

export type MemberSignUpValues = z.output<typeof memberSignUpSchema>;
export type MemberCompleteSignUpValues = z.output<typeof memberCompleteSignUpSchema>;
export type MemberProfileValues = z.output<typeof memberProfileSchema>;

/** The profile page's 'Obaveštenja' (docs/members.md, "Notices"): three checkboxes. */
export const notificationSettingsSchema = z.object({
  digestEmails: checkboxField(),
  mentorshipEmails: checkboxField(),
  newsletterEmails: checkboxField(),
  /** A form from before the choice existed sends none: the member's script then stays as it is. */
  script: z.pipe(
    z.pipe(
      submittedText,
      z.string().check(
        z.refine((value) => value === '' || (SCRIPTS as readonly string[]).includes(value), {
          error: 'Izaberite pismo: latinicu ili ćirilicu.',
        }),
      ),
    ),
    z.transform((value: string) => (value === '' ? undefined : (value as Script))),
  ),
});
export type NotificationSettingsValues = z.output<typeof notificationSettingsSchema>;
export const NOTIFICATION_SETTINGS_FIELDS = ['digestEmails', 'mentorshipEmails', 'newsletterEmails', 'script'] as const;

export const NOTIFICATION_MESSAGES = {
  saved: { title: 'Podešavanja sačuvana', message: 'Obaveštenja stižu onako kako ste izabrali.' },
  saveFailed: 'Greška pri čuvanju podešavanja obaveštenja.',
} as const;
