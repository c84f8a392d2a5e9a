'use client';

import './globals.css';

import { usePathname } from 'next/navigation';

import { ErrorNotice } from '@/components/site/error-notice';
import { ERROR_NOTICE_TEXTS } from '@/components/site/error-notice-texts';
import { SCRIPT_LANG, splitScriptPath } from '@/lib/i18n/script';

/**
 * When the root layout itself failed: Next renders this document instead of it, so it brings its
 * own <html>, styles and title, in the address's script. It is always light: the stored theme is
 * applied by the layout's theme provider, which is what failed.
 */
export default function GlobalError({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  const { script } = splitScriptPath(usePathname());
  const texts = ERROR_NOTICE_TEXTS[script];
  return (
    <html lang={SCRIPT_LANG[script]}>
      <body className="flex min-h-dvh flex-col font-sans">
        <title>{texts.title}</title>
        <main id="main" className="flex-1">
          <ErrorNotice error={error} retry={retry} />
        </main>
      </body>
    </html>
  );
}
