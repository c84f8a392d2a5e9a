import type { Script } from '@/lib/i18n/script';
import { MODERATION_MESSAGES } from '@/lib/validation/admin-moderation';

/** The words of an open report's form, typed in Latin (converted on the server for a Cyrillic page). */
export const REPORT_ACTIONS_TEXTS = {
  note: 'Napomena (za suspenziju obavezna: član je dobija email-om)',
  hideMessage: 'Sakrij poruku',
  closeAd: 'Zatvori oglas',
  suspend: 'Suspenduj člana',
  dismiss: 'Odbaci prijavu',
  failed: MODERATION_MESSAGES.failed,
};

/** What a report's form shows, and the page's script, which a submission without JavaScript tells the action. */
export type ReportActionsTexts = typeof REPORT_ACTIONS_TEXTS & { script: Script };
