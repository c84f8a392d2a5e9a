'use client';

import { usePathname } from 'next/navigation';
import { useActionState } from 'react';

import { Button } from '@/components/ui/button';
import type { Script } from '@/lib/i18n/script';

import { ScriptField } from './form-parts';

export type NewsletterLinkAction = (previous: null, formData: FormData) => Promise<null>;

/**
 * The one button of a newsletter link page. A client component only so that React gets a
 * permalink (this page) and renders `action="/newsletter/…"` instead of the invalid `action=""`;
 * it works without JavaScript as a plain form post all the same.
 */
export function NewsletterLinkForm({
  action,
  token,
  buttonLabel,
  script,
}: {
  action: NewsletterLinkAction;
  token: string;
  buttonLabel: string;
  /** The page's: the action answers by a redirect to the outcome's page in it. */
  script: Script;
}) {
  const [, formAction] = useActionState(action, null, usePathname());
  return (
    <form action={formAction} className="mt-6">
      <input type="hidden" name="token" value={token} />
      <ScriptField script={script} />
      <Button type="submit">{buttonLabel}</Button>
    </form>
  );
}
