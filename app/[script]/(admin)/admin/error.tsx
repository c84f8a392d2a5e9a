'use client';

import { usePathname } from 'next/navigation';

import { ErrorNotice } from '@/components/site/error-notice';
import { ERROR_NOTICE_TEXTS } from '@/components/site/error-notice-texts';
import { scriptPath, splitScriptPath } from '@/lib/i18n/script';

/** An admin screen that failed to render (a list that cannot be read): a retry, and the way back to the panel. */
export default function AdminError({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  const { script } = splitScriptPath(usePathname());
  const texts = ERROR_NOTICE_TEXTS[script];
  return (
    <ErrorNotice
      error={error}
      retry={retry}
      texts={texts}
      back={{ href: scriptPath(script, '/admin'), label: texts.admin }}
    />
  );
}
