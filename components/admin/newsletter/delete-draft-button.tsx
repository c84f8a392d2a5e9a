'use client';

import { useRouter } from 'next/navigation';

import { ConfirmDeleteButton } from '@/components/admin/confirm-delete-button';
import { deleteNewsletterDraft } from '@/lib/actions/admin-newsletter';
import { fillText } from '@/lib/i18n/text-template';
import { scriptPath, type Script } from '@/lib/i18n/script';

import type { IssueEditorTexts } from './newsletter-texts';

/** 'Obriši nacrt' with a confirmation; a scheduled or sent issue has no such button (the action refuses them too). */
export function DeleteDraftButton({
  id,
  subject,
  script,
  texts,
}: {
  id: string;
  subject: string;
  script: Script;
  texts: IssueEditorTexts['deleteDraft'];
}) {
  const router = useRouter();
  return (
    <ConfirmDeleteButton
      action={deleteNewsletterDraft}
      id={id}
      fallbackError={texts.failed}
      title={texts.question}
      description={fillText(texts.description, subject || texts.untitled)}
      label={texts.label}
      confirmLabel={texts.confirm}
      onSuccess={() => router.push(scriptPath(script, '/admin/newsletter'))}
    />
  );
}
