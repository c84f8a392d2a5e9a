'use client';

import { useRouter } from 'next/navigation';

import { ConfirmDialog } from '@/components/forms/confirm-dialog';
import { PendingButton } from '@/components/forms/pending-button';
import { useAction } from '@/components/forms/use-action';
import { Trash2Icon } from '@/components/ui/icons';
import { deleteNewsletterDraft } from '@/lib/actions/admin-newsletter';
import { NEWSLETTER_MESSAGES } from '@/lib/validation/admin-newsletter';

/** 'Obriši nacrt' with a confirmation; a scheduled or sent issue has no such button (the action refuses them too). */
export function DeleteDraftButton({ id, subject }: { id: string; subject: string }) {
  const router = useRouter();
  const remove = useAction(deleteNewsletterDraft, {
    fallbackError: NEWSLETTER_MESSAGES.deleteFailed,
    onSuccess: () => router.push('/admin/newsletter'),
  });

  return (
    <ConfirmDialog
      title="Obrisati nacrt?"
      description={`Nacrt „${subject || 'bez naslova'}” biće trajno obrisan. Ovo se ne može poništiti.`}
      confirmLabel="Obriši"
      onConfirm={() => {
        const data = new FormData();
        data.set('id', id);
        void remove.run(data);
      }}
      trigger={(props) => (
        <PendingButton {...props} pending={remove.pending} variant="ghost" size="sm">
          <Trash2Icon aria-hidden />
          Obriši nacrt
        </PendingButton>
      )}
    />
  );
}
