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
import { fillText } from '@/lib/i18n/text-template';
import { formatDateTime } from '@/lib/format/date';

import { AnnouncementForm } from './announcement-form';
import { announcementTypeName, type AnnouncementsTexts } from './announcements-texts';

/** An announcement as stored (what its form edits), and its title as the page shows it (what the list shows). */
export interface AnnouncementRow {
  stored: AdminAnnouncement;
  shownTitle: string;
}

/** The Obaveštenja tab: the form (new, or the one being edited) and the list by priority, in the page's script. */
export function AnnouncementsEditor({ rows, texts }: { rows: AnnouncementRow[]; texts: AnnouncementsTexts }) {
  const router = useRouter();
  const [editing, setEditing] = useState<AdminAnnouncement | null>(null);
  const remove = useUndoableDelete(deleteAnnouncementAction, restoreAnnouncementAction, {
    fallbackError: texts.deleteFailed,
    onChange: () => router.refresh(),
    undoLabel: texts.undo,
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
        texts={texts}
        onDone={() => {
          setEditing(null);
          router.refresh();
        }}
      />
      <AdminListSection
        id="admin-announcements-list"
        title={texts.list}
        emptyText={rows.length === 0 ? texts.empty : null}
        className="grid gap-3"
      >
        <ul className="grid gap-2">
          {rows.map(({ stored: item, shownTitle }) => (
            <AdminListRow
              key={item.id}
              current={editing?.id === item.id}
              title={shownTitle}
              live={item.isActive}
              status={item.isActive ? texts.active : texts.inactive}
              meta={
                <>
                  <span>{announcementTypeName(texts, item.type)}</span>
                  <span>{fillText(texts.priority, item.priority)}</span>
                  {item.expiresAt ? <span>{fillText(texts.expires, formatDateTime(item.expiresAt))}</span> : null}
                  {item.link ? (
                    <span className="truncate" translate="no">
                      {item.link}
                    </span>
                  ) : null}
                </>
              }
              actionsClassName="flex gap-1"
            >
              <Button
                type="button"
                variant="ghost"
                size="sm"
                onClick={() => setEditing(item)}
                aria-label={fillText(texts.editLabel, shownTitle)}
              >
                <PencilIcon aria-hidden />
                {texts.edit}
              </Button>
              <PendingButton
                type="button"
                variant="ghost"
                size="sm"
                pending={remove.pending}
                aria-label={fillText(texts.removeLabel, shownTitle)}
                onClick={() => onDelete(item)}
              >
                <Trash2Icon aria-hidden />
                {texts.remove}
              </PendingButton>
            </AdminListRow>
          ))}
        </ul>
      </AdminListSection>
    </div>
  );
}
