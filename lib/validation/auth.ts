import * as z from 'zod/mini';

import { emailField, submittedText, textField } from './shared';

/** Texts of /auth and the password change (spec platform §5, §8). */
export const AUTH_MESSAGES = {
  signInRequired: 'Molimo unesite email i lozinku',
  signUpRequired: 'Molimo unesite sve podatke',
  invalidEmail: 'Neispravna email adresa',
  passwordTooShort: 'Lozinka mora imati najmanje 6 karaktera',
  passwordTooLong:
    'Lozinka je predugačka: može imati najviše 72 bajta (slova č, ć, š, ž, đ i ćirilica zauzimaju po dva).',
  /** At sign-in the limit stays in characters: older passwords were checked that way (`PASSWORD_LIMITS`). */
  signInPasswordTooLong: 'Lozinka može imati najviše 72 karaktera',
  passwordsDiffer: 'Nove lozinke se ne poklapaju',
  currentPasswordRequired: 'Unesite trenutnu lozinku',
  invalidCredentials: 'Email ili lozinka nisu ispravni.',
  signInFailedTitle: 'Greška pri prijavi',
  signUpFailedTitle: 'Greška pri registraciji',
  genericFailure: 'Došlo je do greške',
  userExists: 'Korisnik sa ovim email-om već postoji. Pokušajte sa prijavljivanjem.',
  signedIn: 'Uspešno ste se prijavili',
  signedUp: 'Registracija je uspešna! Proverite email za potvrdu.',
  signedOut: 'Odjavljeni ste',
  signOutFailed: 'Greška pri odjavljivanju',
  passwordChanged: 'Lozinka je promenjena',
  passwordChangeFailed: 'Lozinka nije promenjena',
  wrongCurrentPassword: 'Trenutna lozinka nije ispravna.',
  emailNotConfirmed:
    'Email adresa još nije potvrđena. Otvorite link iz poruke koju smo vam poslali ili zatražite novi link ispod.',
  checkMailTitle: 'Proverite email',
  checkMail:
    'Poslali smo vam poruku sa linkom za potvrdu email adrese. Nalog možete koristiti kada potvrdite adresu; link važi 24 sata.',
  resendQuestion: 'Niste dobili link za potvrdu?',
  resendButton: 'Pošalji link ponovo',
  confirmationResentTitle: 'Link je poslat',
  confirmationResent: 'Ako nalog sa ovom adresom čeka potvrdu, poslali smo novi link za potvrdu.',
  resendRequired: 'Unesite email adresu',
} as const;

/** Where a sign-up goes: the page that says to check the mail and offers a new link. */
export const CHECK_MAIL_PATH = {
  admin: '/auth?potvrda=poslata',
  member: '/members/auth?potvrda=poslata',
} as const;

/**
 * Spec §9: at least 6 characters. bcrypt reads the first 72 bytes of UTF-8 and ignores the rest, so
 * a new password (sign-up, change, reset) may have at most `maxBytes`: 72 ASCII characters, but
 * only 36 Cyrillic letters, and each of č, ć, š, ž, đ counts two. Sign-in keeps the older limit of
 * `max` characters: a password set before the byte rule (up to 72 characters, of which bcrypt
 * hashed the first 72 bytes) must still sign in, and bcrypt compares it exactly as it was hashed.
 */
export const PASSWORD_LIMITS = { min: 6, max: 72, maxBytes: 72 } as const;

const utf8 = new TextEncoder();

/** A password's length as bcrypt reads it: bytes of UTF-8. */
export function passwordBytes(password: string): number {
  return utf8.encode(password).length;
}

/** A new password as typed: never trimmed (spaces may be part of it); at most 72 bytes (`PASSWORD_LIMITS`). */
export function passwordField(required: string) {
  return z.pipe(
    submittedText,
    z.string().check(
      z.minLength(1, { error: required, abort: true }),
      z.minLength(PASSWORD_LIMITS.min, { error: AUTH_MESSAGES.passwordTooShort, abort: true }),
      z.refine((value) => passwordBytes(value) <= PASSWORD_LIMITS.maxBytes, {
        error: AUTH_MESSAGES.passwordTooLong,
      }),
    ),
  );
}

/** Admin sign-in (spec §5): both fields required with one message. */
export const signInSchema = z.object({
  email: emailField({ required: AUTH_MESSAGES.signInRequired, invalid: AUTH_MESSAGES.invalidEmail }),
  password: z.pipe(
    submittedText,
    z
      .string()
      .check(
        z.minLength(1, { error: AUTH_MESSAGES.signInRequired }),
        z.maxLength(PASSWORD_LIMITS.max, { error: AUTH_MESSAGES.signInPasswordTooLong }),
      ),
  ),
  next: z.optional(z.string()),
});

/** Admin sign-up (spec §5): full name, e-mail and password required; password at least 6. */
export const signUpSchema = z.object({
  fullName: textField({ required: AUTH_MESSAGES.signUpRequired, max: { length: 200, message: 'Ime je predugačko' } }),
  email: emailField({ required: AUTH_MESSAGES.signUpRequired, invalid: AUTH_MESSAGES.invalidEmail }),
  password: passwordField(AUTH_MESSAGES.signUpRequired),
});

export const passwordChangeSchema = z
  .object({
    currentPassword: z.pipe(
      submittedText,
      z.string().check(z.minLength(1, { error: AUTH_MESSAGES.currentPasswordRequired })),
    ),
    newPassword: passwordField(AUTH_MESSAGES.passwordTooShort),
    confirmPassword: z.pipe(submittedText, z.string()),
  })
  .check(
    z.refine((values) => values.newPassword === values.confirmPassword, {
      error: AUTH_MESSAGES.passwordsDiffer,
      path: ['confirmPassword'],
    }),
  );

/** 'Odjavi se': where to go afterwards (a path of this site, checked by `safeNextPath`). */
export const signOutSchema = z.object({ next: z.optional(z.string()) });

/** 'Pošalji link ponovo': only the address. */
export const resendConfirmationSchema = z.object({
  email: emailField({ required: AUTH_MESSAGES.resendRequired, invalid: AUTH_MESSAGES.invalidEmail }),
});

export const SIGN_IN_FIELDS = ['email', 'password', 'next'] as const;
export const SIGN_OUT_FIELDS = ['next'] as const;
export const RESEND_CONFIRMATION_FIELDS = ['email'] as const;
export const SIGN_UP_FIELDS = ['fullName', 'email', 'password'] as const;
export const PASSWORD_CHANGE_FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
