import { AUTH_MESSAGES } from '@/lib/validation/auth';
import { MEMBER_MESSAGES } from '@/lib/validation/members';
import { RESET_MESSAGES } from '@/lib/validation/password-reset';

/**
 * The texts of the sign-in areas' client forms, typed in Latin: a plain module, so the server
 * components that render the forms convert them for the page's script (`textTableIn`) and the
 * forms carry no conversion code (docs/i18n.md).
 */

/** The password inputs' texts: the show/hide toggle's names, the labels, the new password's hint. */
export const PASSWORD_TEXTS = {
  show: 'Prikaži lozinku',
  hide: 'Sakrij lozinku',
  password: 'Lozinka',
  current: 'Trenutna lozinka',
  newPassword: 'Nova lozinka',
  repeat: 'Ponovite novu lozinku',
  newHint: 'Najmanje 6 karaktera',
};

export type PasswordTexts = typeof PASSWORD_TEXTS;

/** /auth 'Prijava' and /members/auth 'Prijava'. */
export const SIGN_IN_TEXTS = {
  form: 'Prijava',
  submit: 'Prijavi se',
  adminFallback: AUTH_MESSAGES.genericFailure,
  memberFallback: MEMBER_MESSAGES.unexpected,
  password: PASSWORD_TEXTS,
};

export type SignInTexts = typeof SIGN_IN_TEXTS;

/** /auth 'Registracija'. */
export const SIGN_UP_TEXTS = {
  form: 'Registracija',
  fullName: 'Ime i prezime',
  submit: 'Registruj se',
  fallback: AUTH_MESSAGES.genericFailure,
  password: PASSWORD_TEXTS,
};

export type SignUpTexts = typeof SIGN_UP_TEXTS;

/** /members/auth 'Registracija', and its completion by a signed-in account without a profile. */
export const MEMBER_SIGN_UP_TEXTS = {
  form: 'Registracija',
  submit: 'Registruj se',
  complete: 'Završi registraciju',
  accountEmail: 'Email',
  fallback: MEMBER_MESSAGES.signUpUnexpected,
  /** The failure's title that switches to 'Prijava' (spec §8), as the answer carries it. */
  userExistsTitle: MEMBER_MESSAGES.userExistsTitle,
  fullName: 'Ime i prezime',
  memberType: 'Tip člana',
  memberTypePlaceholder: 'Izaberite tip člana',
  bio: 'Kratka biografija',
  whatTheyDo: 'Čime se bavite',
  linkedin: '-{LinkedIn}- profil',
  phone: 'Telefon',
  password: PASSWORD_TEXTS,
};

export type MemberSignUpTexts = typeof MEMBER_SIGN_UP_TEXTS;

/** /auth/lozinka. */
export const PASSWORD_CHANGE_TEXTS = {
  form: 'Promena lozinke',
  submit: 'Promeni lozinku',
  fallback: AUTH_MESSAGES.passwordChangeFailed,
  password: PASSWORD_TEXTS,
};

export type PasswordChangeTexts = typeof PASSWORD_CHANGE_TEXTS;

/** 'Zaboravljena lozinka' and the mailed link's page. */
export const PASSWORD_RESET_TEXTS = {
  requestForm: RESET_MESSAGES.requestTitle,
  requestSubmit: RESET_MESSAGES.requestButton,
  requestFallback: AUTH_MESSAGES.genericFailure,
  setForm: RESET_MESSAGES.setTitle,
  setSubmit: RESET_MESSAGES.setButton,
  setFallback: RESET_MESSAGES.failedTitle,
  password: PASSWORD_TEXTS,
};

export type PasswordResetTexts = typeof PASSWORD_RESET_TEXTS;

/** 'Niste dobili link za potvrdu?'. */
export const RESEND_CONFIRMATION_TEXTS = {
  form: 'Novi link za potvrdu',
  email: 'Adresa na koju šaljemo link',
  submit: AUTH_MESSAGES.resendButton,
  fallback: AUTH_MESSAGES.genericFailure,
};

export type ResendConfirmationTexts = typeof RESEND_CONFIRMATION_TEXTS;

/** 'Odjavi se' and its failure (spec platform §8). */
export const SIGN_OUT_TEXTS = { submit: 'Odjavi se', fallback: AUTH_MESSAGES.signOutFailed };

export type SignOutTexts = typeof SIGN_OUT_TEXTS;

/** /members/auth to a signed-in member, before it moves on. */
export const SIGNED_IN_REDIRECT_TEXTS = {
  signedInAs: 'Prijavljeni ste kao',
  redirecting: 'Preusmeravamo vas…',
  go: 'Nastavite',
};

export type SignedInRedirectTexts = typeof SIGNED_IN_REDIRECT_TEXTS;
