/** The words of a submission's row, typed in Latin (converted on the server for a Cyrillic page). */
export const INBOX_ROW_TEXTS = {
  received: 'Primljeno',
  handled: 'Obrađeno',
  markHandled: 'Označi kao obrađeno',
  markUnhandled: 'Vrati u neobrađeno',
};

export type InboxRowTexts = typeof INBOX_ROW_TEXTS;
