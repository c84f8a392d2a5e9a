'use client';

import { useRouter } from 'next/navigation';

import { useLiveMessages } from '@/components/members/live-messages';

/**
 * Renders the conversation list again when a live message arrives for a conversation other than
 * the open one (the open thread shows its own and refreshes after marking them read). A request
 * only when a message arrives; nothing while nobody writes.
 */
export function RefreshOnLiveMessage({ openPartnerId }: { openPartnerId: string | null }) {
  const router = useRouter();
  useLiveMessages(
    (message) => {
      if (message.partnerId !== openPartnerId) router.refresh();
    },
    { replay: false },
  );
  return null;
}
