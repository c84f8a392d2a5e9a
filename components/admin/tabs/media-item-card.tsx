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
import { MEDIA_MESSAGES, MEDIA_PLACEMENT_LABELS } from '@/lib/validation/admin-media';

/** One media item: its image, a new upload (stored at once, then recorded), and delete. */
export function MediaItemCard({ item }: { item: AdminMediaItem }) {
  const upload = useAction(setMediaImage, { fallbackError: MEDIA_MESSAGES.failed });
  const removal = useUndoableDelete(deleteMedia, restoreMedia, { fallbackError: MEDIA_MESSAGES.failed });
  const placement = item.placementSection as keyof typeof MEDIA_PLACEMENT_LABELS | null;

  return (
    <Card className="grid h-full gap-3 p-4">
      <div className="relative aspect-video overflow-hidden rounded-xl border bg-muted">
        {item.fileUrl ? (
          <Image
            src={item.fileUrl}
            alt={item.title ?? ''}
            fill
            sizes="(min-width: 1280px) 30vw, (min-width: 640px) 45vw, 90vw"
            className="object-contain"
            unoptimized={!item.fileUrl.startsWith('/')}
          />
        ) : (
          <div className="flex size-full items-center justify-center text-sm text-muted-foreground">
            <ImageOffIcon className="mr-2 size-4" aria-hidden />
            Bez slike
          </div>
        )}
      </div>
      <div>
        <h3 className="font-mono text-sm font-semibold break-all">{item.mediaKey}</h3>
        {item.title ? <p className="text-sm">{item.title}</p> : null}
        <p className="text-xs text-muted-foreground">
          {placement && MEDIA_PLACEMENT_LABELS[placement] ? MEDIA_PLACEMENT_LABELS[placement] : 'Bez sekcije'} ·
          redosled {item.sortOrder} · {item.fileType}
        </p>
      </div>
      <FileUpload
        // A fresh widget once the new image is recorded: the card above shows it.
        key={item.fileUrl ?? 'none'}
        purpose="media"
        mediaId={item.id}
        name="fileUrl"
        label={`Nova slika za ${item.mediaKey}`}
        onUploaded={(fileUrl) => upload.run(formDataOf({ id: item.id, fileUrl }))}
      />
      <div className="mt-auto flex justify-end">
        <PendingButton
          type="button"
          variant="outline"
          size="sm"
          pending={removal.pending}
          aria-label={`Obriši ${item.mediaKey}`}
          onClick={() => void removal.run(item.id)}
        >
          <Trash2Icon aria-hidden />
          Obriši
        </PendingButton>
      </div>
    </Card>
  );
}
