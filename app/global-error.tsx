'use client';

import './globals.css';

import { ErrorNotice, ERROR_NOTICE } from '@/components/site/error-notice';

/**
 * When the root layout itself failed: Next renders this document instead of it, so it brings its
 * own <html>, styles and title. It is always light: the stored theme is applied by the layout's
 * theme provider, which is what failed.
 */
export default function GlobalError({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  return (
    <html lang="sr-Latn">
      <body className="flex min-h-dvh flex-col font-sans">
        <title>{ERROR_NOTICE.title}</title>
        <main id="main" className="flex-1">
          <ErrorNotice error={error} retry={retry} />
        </main>
      </body>
    </html>
  );
}
