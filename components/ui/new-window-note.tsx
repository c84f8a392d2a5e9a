/** The id of the one hidden sentence that every link opening a new tab points to. */
export const NEW_WINDOW_NOTE_ID = 'new-window-note';

/** The note, typed in Latin; the root layout passes it in the page's script. */
export const NEW_WINDOW_NOTE_TEXT = 'otvara se u novom prozoru';

/** The attributes of every link that opens a new tab: spread them on the `<a>` or `<Link>`. */
export const OPENS_IN_NEW_TAB = {
  target: '_blank',
  rel: 'noopener noreferrer',
  'aria-describedby': NEW_WINDOW_NOTE_ID,
} as const;

/**
 * "Opens in a new tab", said by screen readers as the description of each such link
 * (`aria-describedby`) rather than as part of its name: the link is called what it reads ('Shop'),
 * and the note is written once per page. Mounted once, in the root layout, which passes the text in
 * the page's script (this module stays free of the conversion: the navigation's client code imports it).
 */
export function NewWindowNote({ text = NEW_WINDOW_NOTE_TEXT }: { text?: string }) {
  return (
    <span id={NEW_WINDOW_NOTE_ID} hidden>
      {text}
    </span>
  );
}
