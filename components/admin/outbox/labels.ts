import type { OutboxFilter } from '@/lib/data/admin-outbox';

/** The outbox's filters, and the states of an e-mail, in words. */
export const OUTBOX_FILTER_LABELS: Record<OutboxFilter, string> = {
  all: 'Sve',
  pending: 'Na čekanju',
  sent: 'Poslato',
  failed: 'Neuspešno',
};

/** The words of an e-mail's row, typed in Latin (converted on the server for a Cyrillic page). */
export const OUTBOX_ROW_TEXTS = {
  statuses: OUTBOX_FILTER_LABELS,
  to: 'Za: ',
  template: 'Šablon: ',
  created: 'Napravljeno: ',
  attempts: 'Pokušaja: ',
  sent: 'Poslato: ',
  nextAttempt: 'Sledeći pokušaj: ',
  lastError: 'Poslednja greška: ',
  body: 'Tekst poruke',
  retry: 'Pošalji ponovo',
};

export type OutboxRowTexts = typeof OUTBOX_ROW_TEXTS;
