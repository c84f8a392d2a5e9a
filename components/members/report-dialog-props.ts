import 'server-only';

import type { Script } from '@/lib/i18n/script';
import { oncePerScript, textTableIn } from '@/lib/i18n/texts';

import type { ReportDialogProps } from './report-dialog';
import { REPORT_DIALOG_TEXTS } from './report-dialog-texts';

const textsIn = oncePerScript((script) => textTableIn(script, REPORT_DIALOG_TEXTS));

/**
 * What a `ReportDialog` takes from its page: nothing on a Latin page, whose texts are the dialog's
 * own; on a Cyrillic one its texts, one table per script, so a list of dialogs (a page of ads)
 * carries it once, and the script its form posts.
 */
export function reportDialogPropsIn(script: Script): Pick<ReportDialogProps, 'texts' | 'script'> {
  if (script === 'lat') return {};
  return { texts: textsIn(script), script };
}
