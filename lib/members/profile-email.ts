/**
 * A profile's contact e-mail other than the account's address waits for its own link
 * (docs/members.md, "Profile e-mail"): where the link leads and how long it works.
 */

/** The page behind the link: it shows a button that POSTs; opening the link changes nothing. */
export const PROFILE_EMAIL_CONFIRM_PATH = '/members/potvrda-adrese';

/** How long the link works. */
export const PROFILE_EMAIL_LINK_LIFETIME_MS = 24 * 60 * 60_000;

export const PROFILE_EMAIL_MESSAGES = {
  pendingTitle: 'Proverite email',
  pending: (address: string) =>
    `Poslali smo link za potvrdu na ${address}. Adresa će biti promenjena kada je potvrdite.`,
  pendingNotice: (address: string) =>
    `Nova adresa ${address} čeka potvrdu: otvorite link koji smo poslali na nju. Do tada ostaje ova iznad.`,
  pageTitle: 'Potvrda email adrese profila',
  pageText: (address: string) =>
    `Potvrdite da je ${address} vaša adresa i postaće kontakt adresa vašeg članskog profila.`,
  button: 'Potvrdi adresu',
  doneTitle: 'Adresa je potvrđena',
  doneText: 'Vaš članski profil sada koristi ovu email adresu.',
  invalidTitle: 'Link nije važeći',
  invalidText:
    'Link za potvrdu adrese nije važeći, istekao je ili je već iskorišćen. Adresu možete ponovo uneti na stranici profila.',
  takenTitle: 'Adresa je zauzeta',
  takenText:
    'Ovu adresu je u međuvremenu preuzeo drugi članski profil, pa nije promenjena. Na stranici profila možete uneti drugu.',
} as const;
