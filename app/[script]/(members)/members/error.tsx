'use client';

import { usePathname } from 'next/navigation';

import { MEMBERS_ERROR_BACK } from '@/components/members/members-error-texts';
import { ErrorNotice } from '@/components/site/error-notice';
import { splitScriptPath } from '@/lib/i18n/script';

/** A members screen that failed to render: a retry, and the way back to the platform's start in the page's script. */
export default function MembersError({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  const { script } = splitScriptPath(usePathname());
  return <ErrorNotice error={error} retry={retry} back={MEMBERS_ERROR_BACK[script]} />;
}
