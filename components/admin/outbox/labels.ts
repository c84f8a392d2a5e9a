import type { OutboxFilter } from '@/lib/data/admin-outbox';

/** The outbox's filters, and the states of an e-mail, in words. */
export const OUTBOX_FILTER_LABELS: Record<OutboxFilter, string> = {
  all: 'Sve',
  pending: 'Na čekanju',
  sent: 'Poslato',
  failed: 'Neuspešno',
};
