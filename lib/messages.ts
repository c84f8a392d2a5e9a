/** Texts shared by client and server: toasts, validation and errors (spec public-site §5, §8). */
export const TOAST_TITLES = {
  error: 'Greška',
  success: 'Uspešno poslato!',
} as const;

export const THEME_STORAGE_KEY = 'preduzetnicka-mreza-theme';

/** Refusals of the access step every action starts with (lib/actions/define.ts). */
export const ACCESS_MESSAGES = {
  signedOut: 'Morate biti prijavljeni da biste nastavili.',
  notAdmin: 'Nemate dozvolu za ovu radnju.',
  notMember: 'Ova radnja je dostupna samo odobrenim članovima.',
} as const;
