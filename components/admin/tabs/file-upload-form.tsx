'use client';

import { useRef, useState, type FormEvent } from 'react';

import { AdminSelect, AdminSubmit, AdminTextField, formDataOf } from '@/components/admin/admin-form';
import { useAction } from '@/components/forms/use-action';
import { Card } from '@/components/ui/card';
import { FileUpload } from '@/components/ui/file-upload';
import { recordUploadedFile } from '@/lib/actions/admin-files';
import { FILES_TAB_PURPOSE, STORAGE_BUCKETS, type StorageBucket } from '@/lib/storage/uploads';

import { fillText } from '@/lib/i18n/text-template';
import type { FileUploadTexts } from './files-texts';

/** Where the file in the form stands once it is stored: recorded (in the chosen bucket), or stored but not recorded. */
type Recording = { ok: true } | { ok: false; message: string } | null;

/**
 * Choose the bucket and a file: it is uploaded (with progress) and recorded at once, with the
 * description typed so far (spec platform §7: upload, then upsert site_settings). 'Sačuvaj fajl'
 * records the file in the form again, so a description changed afterwards is saved on the same
 * setting, and a recording that failed can be retried; then the form is cleared for the next file.
 * Its words come in the page's script.
 */
export function FileUploadForm({ texts }: { texts: FileUploadTexts }) {
  const [bucket, setBucket] = useState<StorageBucket>('site-images');
  // A new widget per bucket and per saved file: its stored URL belongs to one bucket.
  const [round, setRound] = useState(0);
  const [recording, setRecording] = useState<Recording>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const { pending, run, errorFor } = useAction(recordUploadedFile, {
    fallbackError: texts.failed,
    refresh: bucket !== 'logos',
  });
  const fileError = errorFor('fileUrl');

  async function recordUpload(fileUrl: string) {
    setRecording(null);
    // The hidden field gets the URL on the next render; bucket and description are the form's now.
    const result = await run(formDataOf({ fileUrl }, formRef.current));
    setRecording(result.ok ? { ok: true } : { ok: false, message: result.formError });
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // On failure the toast and the fields say why; the file stays in the form, recorded or not as before.
    if (!(await run(new FormData(event.currentTarget))).ok) return;
    formRef.current?.reset();
    setRecording(null);
    setRound((value) => value + 1);
  }

  return (
    <Card className="p-4 sm:p-6">
      <h2 id="file-upload-title" className="text-xl font-bold">
        {texts.heading}
      </h2>
      <form
        ref={formRef}
        noValidate
        onSubmit={save}
        aria-labelledby="file-upload-title"
        className="mt-4 grid gap-4 md:grid-cols-2"
      >
        <AdminSelect
          label={texts.bucket}
          name="bucket"
          options={STORAGE_BUCKETS.map((value) => ({ value, label: texts.buckets[value] }))}
          value={bucket}
          onChange={(event) => {
            setBucket(event.target.value as StorageBucket);
            setRecording(null);
          }}
          error={errorFor('bucket')}
          hint={bucket === 'logos' ? texts.logoHint : undefined}
        />
        <AdminTextField label={texts.description} name="description" error={errorFor('description')} />
        <div className="md:col-span-2">
          <FileUpload
            key={`${bucket}-${round}`}
            purpose={FILES_TAB_PURPOSE[bucket]}
            name="fileUrl"
            label={texts.file}
            onUploaded={recordUpload}
            onRemoved={() => setRecording(null)}
          />
          {fileError ? (
            <p className="mt-1 text-sm text-destructive">{fileError}</p>
          ) : recording?.ok === false ? (
            <p role="alert" className="mt-1 text-sm text-destructive">
              {/* As FILES_MESSAGES.notRecorded: the reason without its final full stop. */}
              {fillText(texts.notRecorded, recording.message.replace(/\.$/, ''))}
            </p>
          ) : recording?.ok ? (
            <p role="status" className="mt-1 text-sm text-muted-foreground">
              {fillText(texts.recordedNote, bucket)}
            </p>
          ) : null}
        </div>
        <div>
          <AdminSubmit pending={pending} pendingLabel={texts.saving}>
            {texts.save}
          </AdminSubmit>
        </div>
      </form>
    </Card>
  );
}
