'use client';

import { ErrorNotice } from '@/components/site/error-notice';

/** A members screen that failed to render: a retry, and the way back to the platform's start. */
export default function MembersError({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  return <ErrorNotice error={error} retry={retry} area="members" />;
}
