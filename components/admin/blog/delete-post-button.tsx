'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';

import { ConfirmDeleteButton } from '@/components/admin/confirm-delete-button';
import { draftStorageKey } from '@/lib/blog/editor';
import { deleteBlogPost } from '@/lib/actions/admin-blog';

/** What the delete button and its dialog say about one post, in the page's script. */
export interface DeletePostTexts {
  question: string;
  description: string;
  /** The button's text, and the dialog's confirming button's: 'Obriši'. */
  label: string;
  ariaLabel: string;
  failed: string;
}

/** Delete with confirmation; permanent (spec §2, §4). Deleting the open post leaves the editor empty. */
export function DeletePostButton({ id, texts }: { id: string; texts: DeletePostTexts }) {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  return (
    <ConfirmDeleteButton
      action={deleteBlogPost}
      id={id}
      fallbackError={texts.failed}
      title={texts.question}
      description={texts.description}
      label={texts.label}
      confirmLabel={texts.label}
      aria-label={texts.ariaLabel}
      onSuccess={() => {
        window.localStorage.removeItem(draftStorageKey(id));
        if (searchParams.get('post') === id) router.replace(`${pathname}?tab=blog`, { scroll: false });
        else router.refresh();
      }}
    />
  );
}
