'use client';

import { clsx } from 'clsx';
import Image from 'next/image';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';

import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/input';
import { progressPercent, uploadWithProgress } from '@/lib/storage/upload-client';
import { splitScriptPath } from '@/lib/i18n/script';
import { acceptAttribute, storedTypeOfPath, type UploadPurpose } from '@/lib/storage/uploads';

import { FILE_UPLOAD_TEXTS } from './file-upload-texts';

interface FileUploadProps {
  purpose: UploadPurpose;
  /** Name of the hidden input that carries the stored file's URL to the form's server action. */
  name: string;
  label: string;
  hint?: string;
  /** The server's message about the stored file, after a failed submission. */
  error?: string;
  /** The URL already stored (editing an existing item). */
  defaultValue?: string;
  /** The media item an image belongs to (purpose `media`). */
  mediaId?: string;
  onUploaded?: (url: string) => void;
  /** Called when the stored file is taken off the form ('Ukloni'). */
  onRemoved?: () => void;
  className?: string;
}

type UploadState =
  { phase: 'idle' | 'done' } | { phase: 'uploading'; percent: number } | { phase: 'failed'; message: string };

/**
 * Picks a file, uploads it at once with a visible progress bar, and hands the form only the stored
 * URL (a hidden input), which the server action checks with `isOwnStorageUrl`. The file itself is
 * never part of the form's submission.
 */
export function FileUpload({
  purpose,
  name,
  label,
  hint,
  error,
  defaultValue = '',
  mediaId,
  onUploaded,
  onRemoved,
  className,
}: FileUploadProps) {
  const id = useId();
  const { script } = splitScriptPath(usePathname());
  const texts = FILE_UPLOAD_TEXTS[script];
  const [url, setUrl] = useState(defaultValue);
  const [state, setState] = useState<UploadState>({ phase: 'idle' });
  const inputRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<AbortController | null>(null);

  useEffect(() => () => abortRef.current?.abort(), []);

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    abortRef.current?.abort();
    const controller = new AbortController();
    abortRef.current = controller;
    setState({ phase: 'uploading', percent: 0 });
    const result = await uploadWithProgress({
      purpose,
      file,
      mediaId,
      script,
      signal: controller.signal,
      onProgress: (progress) => setState({ phase: 'uploading', percent: progressPercent(progress) }),
    });
    if (controller.signal.aborted) return;
    if (inputRef.current) inputRef.current.value = '';
    if (!result.ok) {
      setState({ phase: 'failed', message: result.message });
      return;
    }
    setUrl(result.url);
    setState({ phase: 'done' });
    onUploaded?.(result.url);
  }

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const progressId = `${id}-progress`;
  // An upload that failed just now says more than the answer to the last submission.
  const message = state.phase === 'failed' ? state.message : error;
  const describedBy = [hint ? hintId : null, message ? errorId : null].filter(Boolean).join(' ') || undefined;
  const isImage = url !== '' && storedTypeOfPath(url)?.kind === 'image';

  return (
    <div className={clsx('grid gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept={acceptAttribute(purpose)}
        onChange={upload}
        disabled={state.phase === 'uploading'}
        aria-invalid={Boolean(message)}
        aria-describedby={describedBy}
        className="block w-full text-sm file:mr-3 file:rounded-full file:border-0 file:bg-secondary file:px-4 file:py-2 file:text-sm file:font-semibold file:text-secondary-foreground hover:file:bg-secondary/80 disabled:opacity-60"
      />
      <input type="hidden" name={name} value={url} />
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {state.phase === 'uploading' ? (
        <div className="grid gap-1">
          <label htmlFor={progressId} className="text-xs text-muted-foreground">
            {texts.uploading}
          </label>
          <progress id={progressId} max={100} value={state.percent} className="h-2 w-full accent-primary">
            {state.percent}%
          </progress>
        </div>
      ) : null}
      <p role="status" className="text-xs text-muted-foreground empty:hidden">
        {state.phase === 'uploading'
          ? texts.progress.replace('{0}', String(state.percent))
          : state.phase === 'done'
            ? texts.uploaded
            : ''}
      </p>
      {message ? (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {message}
        </p>
      ) : null}
      {url ? (
        <div className="flex flex-wrap items-center gap-3">
          {isImage ? (
            <Image
              src={url}
              alt=""
              width={96}
              height={96}
              unoptimized={!url.startsWith('/')}
              className="size-24 rounded-lg border object-cover"
            />
          ) : (
            <a href={url} className="text-sm text-primary underline-offset-4 hover:underline">
              {texts.openFile}
            </a>
          )}
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => {
              setUrl('');
              setState({ phase: 'idle' });
              onRemoved?.();
            }}
          >
            {texts.remove}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
