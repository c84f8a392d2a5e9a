'use client';

import { useRouter } from 'next/navigation';

import { ConfirmDeleteButton } from '@/components/admin/confirm-delete-button';
import { deleteNewsletterDraft } from '@/lib/actions/admin-newsletter';
import { NEWSLETTER_MESSAGES } from '@/lib/validation/admin-newsletter';

/** 'Obriši nacrt' with a confirmation; a scheduled or sent issue has no such button (the action refuses them too). */
export function DeleteDraftButton({ id, subject }: { id: string; subject: string }) {
  const router = useRouter();
  return (
    <ConfirmDeleteButton
      action={deleteNewsletterDraft}
      id={id}
      fallbackError={NEWSLETTER_MESSAGES.deleteFailed}
      title="Obrisati nacrt?"
      description={`Nacrt „${subject || 'bez naslova'}” biće trajno obrisan. Ovo se ne može poništiti.`}
      label="Obriši nacrt"
      onSuccess={() => router.push('/admin/newsletter')}
    />
  );
}
