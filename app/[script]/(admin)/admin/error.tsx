'use client';

import { ErrorNotice } from '@/components/site/error-notice';

/** An admin screen that failed to render (a list that cannot be read): a retry, and the way back to the panel. */
export default function AdminError({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  return <ErrorNotice error={error} retry={retry} area="admin" />;
}
