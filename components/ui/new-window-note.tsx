/** The id of the one hidden sentence that every link opening a new tab points to. */
export const NEW_WINDOW_NOTE_ID = 'new-window-note';

/** The attributes of every link that opens a new tab: spread them on the `<a>` or `<Link>`. */
export const OPENS_IN_NEW_TAB = {
  target: '_blank',
  rel: 'noopener noreferrer',
  'aria-describedby': NEW_WINDOW_NOTE_ID,
} as const;

/**
 * "Opens in a new tab", said by screen readers as the description of each such link
 * (`aria-describedby`) rather than as part of its name: the link is called what it reads ('Shop'),
 * and the note is written once per page. Mounted once, in the root layout.
 */
export function NewWindowNote() {
  return (
    <span id={NEW_WINDOW_NOTE_ID} hidden>
      otvara se u novom prozoru
    </span>
  );
}
