'use client';

import { ErrorNotice } from '@/components/site/error-notice';

/** A page that failed to render, inside the site's header and footer, in the address's script. */
export default function Error({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  return <ErrorNotice error={error} retry={retry} />;
}
