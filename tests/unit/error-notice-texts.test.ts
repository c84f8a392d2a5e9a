import { describe, expect, it } from 'vitest';

import { ERROR_NOTICE_TEXTS } from '@/components/site/error-notice-texts';
import { DIALOG_TEXTS } from '@/components/ui/dialog-texts';
import { FILE_UPLOAD_TEXTS } from '@/components/ui/file-upload-texts';
import { textTableIn } from '@/lib/i18n/texts';
import { UPLOAD_BROWSER_MESSAGES } from '@/lib/validation/uploads';

// The client components' tables are written out in both scripts (no conversion in the browser):
// the Cyrillic column must be what the site's conversion makes of the Latin one.
describe('texts written out in both scripts for client components', () => {
  it.each([
    ['the error page', ERROR_NOTICE_TEXTS],
    ['the dialogs', DIALOG_TEXTS],
    ['the upload widget', FILE_UPLOAD_TEXTS],
    ['the upload widget’s messages', UPLOAD_BROWSER_MESSAGES],
  ])('%s: the Cyrillic texts are the Latin ones converted', (_name, table) => {
    expect(table.cir).toEqual(textTableIn('cir', table.lat));
    expect(textTableIn('lat', table.lat)).toEqual(table.lat);
  });
});
