'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';

import { Trash2Icon } from '@/components/ui/icons';
import { ConfirmDialog } from '@/components/forms/confirm-dialog';
import { useAction } from '@/components/forms/use-action';
import { PendingButton } from '@/components/forms/pending-button';
import { draftStorageKey } from '@/lib/blog/editor';
import { deleteBlogPost } from '@/lib/actions/admin-blog';
import { BLOG_MESSAGES } from '@/lib/validation/admin-blog';

/** Delete with confirmation; permanent (spec §2, §4). Deleting the open post leaves the editor empty. */
export function DeletePostButton({ id, title }: { id: string; title: string }) {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const remove = useAction(deleteBlogPost, {
    fallbackError: BLOG_MESSAGES.deleteFailed,
    onSuccess: () => {
      window.localStorage.removeItem(draftStorageKey(id));
      if (searchParams.get('post') === id) router.replace(`${pathname}?tab=blog`, { scroll: false });
      else router.refresh();
    },
  });

  return (
    <ConfirmDialog
      title="Obrisati post?"
      description={`„${title}” će biti trajno obrisan, zajedno sa svim sačuvanim verzijama. Ovo se ne može poništiti.`}
      confirmLabel="Obriši"
      onConfirm={() => {
        const data = new FormData();
        data.set('id', id);
        void remove.run(data);
      }}
      trigger={(props) => (
        <PendingButton
          {...props}
          pending={remove.pending}
          variant="ghost"
          size="sm"
          aria-label={`Obriši post ${title}`}
        >
          <Trash2Icon aria-hidden />
          Obriši
        </PendingButton>
      )}
    />
  );
}
