/** The explanation; the accessible name starts with the visible text, so both name the same button. */
const TITLE = 'Označi izabrani tekst kao stranu reč (ne menja se u ćirilici)';

/**
 * 'Strana reč' (docs/i18n.md), typed in Latin: a page in Cyrillic converts the table on the server
 * (`textTableIn`) and passes it to the button as `texts`.
 */
export const FOREIGN_MARK_TEXTS = {
  text: 'Strana reč',
  title: TITLE,
  label: `Strana reč: ${TITLE.charAt(0).toLowerCase()}${TITLE.slice(1)}`,
};

export type ForeignMarkTexts = typeof FOREIGN_MARK_TEXTS;
