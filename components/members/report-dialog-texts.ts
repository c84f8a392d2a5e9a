import { REPORT_REASON_LABELS } from '@/lib/members/reports';

/**
 * The report dialog's own texts (components/members/report-dialog.tsx), typed in Latin; a page in
 * Cyrillic converts them on the server (`textTableIn`) and passes them as `texts`.
 */
export const REPORT_DIALOG_TEXTS = {
  /** The trigger; its accessible name is this and the dialog's subject ('Prijavi oglas: …'). */
  trigger: 'Prijavi',
  description: 'Prijava ide administratorima. Prijavljeni član ne saznaje ko ga je prijavio.',
  reason: 'Razlog prijave',
  reasons: REPORT_REASON_LABELS,
  details: 'Opišite problem (opciono)',
  cancel: 'Otkaži',
  send: 'Pošalji prijavu',
};

export type ReportDialogTexts = typeof REPORT_DIALOG_TEXTS;
