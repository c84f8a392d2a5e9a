'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';

import { ConfirmDeleteButton } from '@/components/admin/confirm-delete-button';
import { draftStorageKey } from '@/lib/blog/editor';
import { deleteBlogPost } from '@/lib/actions/admin-blog';
import { BLOG_MESSAGES } from '@/lib/validation/admin-blog';

/** Delete with confirmation; permanent (spec §2, §4). Deleting the open post leaves the editor empty. */
export function DeletePostButton({ id, title }: { id: string; title: string }) {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  return (
    <ConfirmDeleteButton
      action={deleteBlogPost}
      id={id}
      fallbackError={BLOG_MESSAGES.deleteFailed}
      title="Obrisati post?"
      description={`„${title}” će biti trajno obrisan, zajedno sa svim sačuvanim verzijama. Ovo se ne može poništiti.`}
      label="Obriši"
      aria-label={`Obriši post ${title}`}
      onSuccess={() => {
        window.localStorage.removeItem(draftStorageKey(id));
        if (searchParams.get('post') === id) router.replace(`${pathname}?tab=blog`, { scroll: false });
        else router.refresh();
      }}
    />
  );
}
