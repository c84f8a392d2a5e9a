/*
 * The Latin texts of the blog's client components. A server component converts them to the
 * page's script (`textTableIn`) and hands them over as props, so no conversion code reaches the
 * browser (docs/i18n.md).
 */

export const SEARCH_FORM_TEXTS = {
  form: 'Pretraga članaka',
  field: 'Pretraži članke',
  placeholder: 'Pretraži članke…',
  submit: 'Pretraži',
};

export type SearchFormTexts = typeof SEARCH_FORM_TEXTS;

export const SHARE_BUTTONS_TEXTS = {
  share: 'Podeli:',
  /** Followed by the network's name. */
  shareOn: 'Podeli na mreži',
  copyLink: 'Kopiraj link',
  linkCopied: 'Link kopiran',
  copyFailed: 'Kopiranje nije uspelo',
  networks: { facebook: '-{Facebook}-', twitter: 'Twitter', linkedin: '-{LinkedIn}-' },
};

export type ShareButtonsTexts = typeof SHARE_BUTTONS_TEXTS;
