'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';

import { PencilIcon, Trash2Icon } from '@/components/ui/icons';
import { useUndoableDelete } from '@/components/admin/use-undoable-delete';
import { AdminListSection } from '@/components/admin/list-section';
import { AdminListRow } from '@/components/admin/list-row';
import { Button } from '@/components/ui/button';
import { PendingButton } from '@/components/forms/pending-button';
import { deleteAnnouncementAction, restoreAnnouncementAction } from '@/lib/actions/admin-announcements';
import type { AdminAnnouncement } from '@/lib/data/admin-announcements';
import { formatDateTime } from '@/lib/format/date';
import { ANNOUNCEMENT_MESSAGES, announcementTypeLabel } from '@/lib/validation/admin-announcements';

import { AnnouncementForm } from './announcement-form';

/** The Obaveštenja tab: the form (new, or the one being edited) and the list by priority. */
export function AnnouncementsManager({ announcements }: { announcements: AdminAnnouncement[] }) {
  const router = useRouter();
  const [editing, setEditing] = useState<AdminAnnouncement | null>(null);
  const remove = useUndoableDelete(deleteAnnouncementAction, restoreAnnouncementAction, {
    fallbackError: ANNOUNCEMENT_MESSAGES.deleteFailed,
    onChange: () => router.refresh(),
  });

  function onDelete(item: AdminAnnouncement) {
    if (editing?.id === item.id) setEditing(null);
    void remove.run(item.id);
  }

  return (
    <div className="grid gap-8">
      <AnnouncementForm
        key={editing?.id ?? 'new'}
        editing={editing}
        onDone={() => {
          setEditing(null);
          router.refresh();
        }}
      />
      <AdminListSection
        id="admin-announcements-list"
        title="Sva obaveštenja"
        emptyText={announcements.length === 0 ? 'Još nema obaveštenja.' : null}
        className="grid gap-3"
      >
        <ul className="grid gap-2">
          {announcements.map((item) => (
            <AdminListRow
              key={item.id}
              current={editing?.id === item.id}
              title={item.title}
              live={item.isActive}
              status={item.isActive ? 'Aktivno' : 'Neaktivno'}
              meta={
                <>
                  <span>{announcementTypeLabel(item.type)}</span>
                  <span>Prioritet {item.priority}</span>
                  {item.expiresAt ? <span>Ističe {formatDateTime(item.expiresAt)}</span> : null}
                  {item.link ? <span className="truncate">{item.link}</span> : null}
                </>
              }
              actionsClassName="flex gap-1"
            >
              <Button
                type="button"
                variant="ghost"
                size="sm"
                onClick={() => setEditing(item)}
                aria-label={`Uredi obaveštenje ${item.title}`}
              >
                <PencilIcon aria-hidden />
                Uredi
              </Button>
              <PendingButton
                type="button"
                variant="ghost"
                size="sm"
                pending={remove.pending}
                aria-label={`Obriši obaveštenje ${item.title}`}
                onClick={() => onDelete(item)}
              >
                <Trash2Icon aria-hidden />
                Obriši
              </PendingButton>
            </AdminListRow>
          ))}
        </ul>
      </AdminListSection>
    </div>
  );
}
