import * as z from 'zod/mini';

import { AUTH_MESSAGES, passwordField } from './auth';
import { emailField, submittedText } from './shared';

/** Texts of 'Zaboravljena lozinka?' (docs/accounts.md "Password reset"). */
export const RESET_MESSAGES = {
  forgotLink: 'Zaboravljena lozinka?',
  requestTitle: 'Zaboravljena lozinka',
  requestIntro: 'Unesite email adresu naloga. Poslaćemo vam link za novu lozinku.',
  requestButton: 'Pošalji link',
  emailRequired: 'Unesite email adresu',
  /** The one answer, whether or not the address has an account. */
  requestSentTitle: 'Proverite email',
  requestSent: 'Ako nalog sa ovom adresom postoji, poslali smo link za novu lozinku. Link važi 1 sat.',
  setTitle: 'Nova lozinka',
  setIntro: 'Unesite novu lozinku za svoj nalog. Posle promene bićete odjavljeni sa svih uređaja.',
  setButton: 'Sačuvaj novu lozinku',
  passwordRequired: 'Unesite novu lozinku',
  passwordsDiffer: 'Lozinke se ne poklapaju',
  linkInvalid: 'Link za novu lozinku nije važeći, istekao je ili je već iskorišćen. Zatražite novi link.',
  /** Supabase's link (PKCE) works only in the browser that asked for it. */
  linkOtherBrowser:
    'Link za novu lozinku nije važeći ili je otvoren u drugom pregledaču. Otvorite ga u pregledaču u kojem ste ga zatražili ili zatražite novi link.',
  changedTitle: 'Lozinka je promenjena',
  changed: 'Prijavite se novom lozinkom.',
  failedTitle: 'Lozinka nije promenjena',
} as const;

/** Which sign-in page the person came from, and goes back to: the admins' or the members'. */
export const RESET_AREAS = ['admin', 'members'] as const;
export type ResetArea = (typeof RESET_AREAS)[number];

export const RESET_PATHS = {
  admin: { request: '/auth/zaboravljena-lozinka', signIn: '/auth' },
  members: { request: '/members/auth/zaboravljena-lozinka', signIn: '/members/auth' },
} as const satisfies Record<ResetArea, { request: string; signIn: string }>;

/** The page of the mailed link (shared by both areas; `za=clanovi` names the members' one). */
export const RESET_PASSWORD_PATH = '/auth/nova-lozinka';
/** `?lozinka=` on the sign-in pages after a reset: the success note. */
export const RESET_DONE_PARAM = 'promenjena';

export function resetAreaOf(value: unknown): ResetArea {
  return value === 'members' || value === 'clanovi' ? 'members' : 'admin';
}

const areaField = z.pipe(
  submittedText,
  z.transform((value: string): ResetArea => resetAreaOf(value)),
);

/** 'Pošalji link': the address (its canonical mailbox is the limit's key) and where it came from. */
export const passwordResetRequestSchema = z.object({
  email: emailField({ required: RESET_MESSAGES.emailRequired, invalid: AUTH_MESSAGES.invalidEmail }),
  area: areaField,
});

/**
 * The new password (the sign-up's rules) twice, and the link's proof: a local token, or Supabase's
 * `code` (PKCE) or `token_hash` (a recovery template that links to our page directly).
 */
export const passwordResetSchema = z
  .object({
    token: z.pipe(submittedText, z.string().check(z.maxLength(200))),
    code: z.pipe(submittedText, z.string().check(z.maxLength(200))),
    tokenHash: z.pipe(submittedText, z.string().check(z.maxLength(200))),
    password: passwordField(RESET_MESSAGES.passwordRequired),
    confirmPassword: z.pipe(submittedText, z.string()),
    area: areaField,
  })
  .check(
    z.refine((values) => values.password === values.confirmPassword, {
      error: RESET_MESSAGES.passwordsDiffer,
      path: ['confirmPassword'],
    }),
  );

export const PASSWORD_RESET_REQUEST_FIELDS = ['email', 'area'] as const;
export const PASSWORD_RESET_FIELDS = ['token', 'code', 'tokenHash', 'password', 'confirmPassword', 'area'] as const;
