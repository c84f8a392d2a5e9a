/** Texts shared by client and server: toasts, validation and errors (spec public-site §5, §8). */
export const TOAST_TITLES = {
  error: 'Greška',
  success: 'Uspešno poslato!',
} as const;

export const THEME_STORAGE_KEY = 'preduzetnicka-mreza-theme';
