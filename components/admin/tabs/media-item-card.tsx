'use client';

import Image from 'next/image';

import { ImageOffIcon, Trash2Icon } from '@/components/ui/icons';
import { formDataOf } from '@/components/admin/admin-form';
import { useUndoableDelete } from '@/components/admin/use-undoable-delete';
import { useAction } from '@/components/forms/use-action';
import { Card } from '@/components/ui/card';
import { FileUpload } from '@/components/ui/file-upload';
import { PendingButton } from '@/components/forms/pending-button';
import { deleteMedia, restoreMedia, setMediaImage } from '@/lib/actions/admin-media';
import type { AdminMediaItem } from '@/lib/data/site-media';

import type { MediaTabTexts } from './media-texts';

interface MediaItemCardProps {
  item: AdminMediaItem;
  /** The item's title as displayed in the page's script (its alt text too). */
  title: string | null;
  texts: MediaTabTexts;
}

/** One media item: its image, a new upload (stored at once, then recorded), and delete. */
export function MediaItemCard({ item, title, texts }: MediaItemCardProps) {
  const upload = useAction(setMediaImage, { fallbackError: texts.failed });
  const removal = useUndoableDelete(deleteMedia, restoreMedia, {
    fallbackError: texts.failed,
    undoLabel: texts.card.undo,
  });
  const placement = item.placementSection as keyof MediaTabTexts['placements'] | null;

  return (
    <Card className="grid h-full gap-3 p-4">
      <div className="relative aspect-video overflow-hidden rounded-xl border bg-muted">
        {item.fileUrl ? (
          <Image
            src={item.fileUrl}
            alt={title ?? ''}
            fill
            sizes="(min-width: 1280px) 30vw, (min-width: 640px) 45vw, 90vw"
            className="object-contain"
            unoptimized={!item.fileUrl.startsWith('/')}
          />
        ) : (
          <div className="flex size-full items-center justify-center text-sm text-muted-foreground">
            <ImageOffIcon className="mr-2 size-4" aria-hidden />
            {texts.card.noImage}
          </div>
        )}
      </div>
      <div>
        <h3 className="font-mono text-sm font-semibold break-all" translate="no">
          {item.mediaKey}
        </h3>
        {title ? <p className="text-sm">{title}</p> : null}
        <p className="text-xs text-muted-foreground">
          {placement && texts.placements[placement] ? texts.placements[placement] : texts.card.noPlacement} ·{' '}
          {texts.card.order} {item.sortOrder} · <span translate="no">{item.fileType}</span>
        </p>
      </div>
      <FileUpload
        // A fresh widget once the new image is recorded: the card above shows it.
        key={item.fileUrl ?? 'none'}
        purpose="media"
        mediaId={item.id}
        name="fileUrl"
        label={`${texts.card.newImage} ${item.mediaKey}`}
        onUploaded={(fileUrl) => upload.run(formDataOf({ id: item.id, fileUrl }))}
      />
      <div className="mt-auto flex justify-end">
        <PendingButton
          type="button"
          variant="outline"
          size="sm"
          pending={removal.pending}
          aria-label={`${texts.card.delete} ${item.mediaKey}`}
          onClick={() => void removal.run(item.id)}
        >
          <Trash2Icon aria-hidden />
          {texts.card.delete}
        </PendingButton>
      </div>
    </Card>
  );
}
