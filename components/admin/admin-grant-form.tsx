import { pageScript } from '@/lib/i18n/page-script';
import { textTableIn } from '@/lib/i18n/texts';
import { adminGrantSchema } from '@/lib/validation/admin-members';
import { formMessagesIn } from '@/lib/validation/messages-in-script';

import { AdminGrantFormFields } from './admin-grant-form-fields';
import { ADMIN_GRANT_FORM_TEXTS } from './admin-grant-texts';

/** 'Novi administrator' in the page's script: its words and its schema's messages converted here. */
export async function AdminGrantForm() {
  const { script } = await pageScript();
  return (
    <AdminGrantFormFields
      texts={textTableIn(script, ADMIN_GRANT_FORM_TEXTS)}
      messages={formMessagesIn(script, adminGrantSchema)}
    />
  );
}
