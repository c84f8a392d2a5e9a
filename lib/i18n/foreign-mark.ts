/**
 * The editors' 'Strana reč' button (docs/i18n.md): what it does to a field's text. Pure and free of
 * imports, so the client component that applies it carries nothing of the transliteration itself.
 */

export const FOREIGN_MARK_OPEN = '-{';
export const FOREIGN_MARK_CLOSE = '}-';

/** A field's text after the button, and the selection to restore in it. */
export interface ForeignMarkEdit {
  text: string;
  selectionStart: number;
  selectionEnd: number;
}

/**
 * Marks the selected text as foreign: `Facebook` becomes `-{Facebook}-` and stays selected (inside
 * the mark). Spaces at the selection's edges (a double-click takes the space after a word) stay
 * outside the mark. With nothing selected an empty mark `-{}-` is inserted with the caret inside,
 * so typing fills it. Pressed again on a marked selection (the mark just around it, or the
 * selection including the mark), it removes the mark: the button toggles.
 */
export function toggleForeignMark(text: string, start: number, end: number): ForeignMarkEdit {
  const from = Math.max(0, Math.min(start, end, text.length));
  const to = Math.min(text.length, Math.max(start, end));
  const selected = text.slice(from, to);
  const open = FOREIGN_MARK_OPEN.length;
  const close = FOREIGN_MARK_CLOSE.length;

  // The mark just around the selection: unwrap it.
  if (
    selected !== '' &&
    text.slice(from - open, from) === FOREIGN_MARK_OPEN &&
    text.slice(to, to + close) === FOREIGN_MARK_CLOSE
  ) {
    return {
      text: text.slice(0, from - open) + selected + text.slice(to + close),
      selectionStart: from - open,
      selectionEnd: to - open,
    };
  }
  // The selection is a whole mark: unwrap it.
  if (
    selected.length >= open + close &&
    selected.startsWith(FOREIGN_MARK_OPEN) &&
    selected.endsWith(FOREIGN_MARK_CLOSE) &&
    !selected.slice(open, -close).includes(FOREIGN_MARK_CLOSE)
  ) {
    const inner = selected.slice(open, -close);
    return {
      text: text.slice(0, from) + inner + text.slice(to),
      selectionStart: from,
      selectionEnd: from + inner.length,
    };
  }

  const lead = /^\s*/.exec(selected)?.[0].length ?? 0;
  const word = selected.trim();
  if (word === '') {
    // Nothing (or only spaces) selected: an empty mark at the caret, which sits inside it.
    const at = to;
    return {
      text: text.slice(0, at) + FOREIGN_MARK_OPEN + FOREIGN_MARK_CLOSE + text.slice(at),
      selectionStart: at + open,
      selectionEnd: at + open,
    };
  }
  const wordStart = from + lead;
  const wordEnd = wordStart + word.length;
  return {
    text: text.slice(0, wordStart) + FOREIGN_MARK_OPEN + word + FOREIGN_MARK_CLOSE + text.slice(wordEnd),
    selectionStart: wordStart + open,
    selectionEnd: wordEnd + open,
  };
}
