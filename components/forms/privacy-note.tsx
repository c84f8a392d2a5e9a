import Link from 'next/link';

import { scriptPath } from '@/lib/i18n/script';

import { LATIN_FORM_PAGE, type PublicFormPage } from './public-form-texts';

/** Beside every form that collects personal data: where to read what happens with it, in the page's script. */
export function PrivacyNote({ page = LATIN_FORM_PAGE }: { page?: PublicFormPage }) {
  return (
    <p className="text-xs text-muted-foreground">
      {page.texts.privacyNote}{' '}
      <Link
        href={scriptPath(page.script, '/privatnost')}
        className="font-medium text-primary underline underline-offset-2"
      >
        {page.texts.privacyLink}
      </Link>
      .
    </p>
  );
}
