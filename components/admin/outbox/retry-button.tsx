'use client';

import { useRouter } from 'next/navigation';

import { RefreshCwIcon } from '@/components/ui/icons';
import { useAction } from '@/components/forms/use-action';
import { PendingButton } from '@/components/forms/pending-button';
import { retryMail } from '@/lib/actions/admin-inbox';
import { OUTBOX_MESSAGES } from '@/lib/validation/admin-inbox';

/** Puts a failed e-mail back in line for delivery. */
export function RetryButton({ id, subject }: { id: string; subject: string }) {
  const router = useRouter();
  const retry = useAction(retryMail, {
    fallbackError: OUTBOX_MESSAGES.retryFailed,
    onSuccess: () => router.refresh(),
  });
  return (
    <PendingButton
      type="button"
      size="sm"
      variant="outline"
      pending={retry.pending}
      aria-label={`Pošalji ponovo: ${subject}`}
      onClick={() => {
        const data = new FormData();
        data.set('id', id);
        void retry.run(data);
      }}
    >
      <RefreshCwIcon aria-hidden />
      Pošalji ponovo
    </PendingButton>
  );
}
