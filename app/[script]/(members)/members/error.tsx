'use client';

import { usePathname } from 'next/navigation';

import { ErrorNotice } from '@/components/site/error-notice';
import { ERROR_NOTICE_TEXTS } from '@/components/site/error-notice-texts';
import { scriptPath, splitScriptPath } from '@/lib/i18n/script';

/** A members screen that failed to render: a retry, and the way back to the platform's start. */
export default function MembersError({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  const { script } = splitScriptPath(usePathname());
  const texts = ERROR_NOTICE_TEXTS[script];
  return (
    <ErrorNotice
      error={error}
      retry={retry}
      texts={texts}
      back={{ href: scriptPath(script, '/members'), label: texts.members }}
    />
  );
}
