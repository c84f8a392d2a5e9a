'use client';

import { useRef, useState } from 'react';

import { AdminSelect, AdminSubmit, AdminTextField, useAdminForm } from '@/components/admin/admin-form';
import { Card } from '@/components/ui/card';
import { FileUpload } from '@/components/ui/file-upload';
import { recordUploadedFile } from '@/lib/actions/admin-files';
import { FILES_TAB_PURPOSE, STORAGE_BUCKETS, type StorageBucket } from '@/lib/storage/uploads';
import { BUCKET_LABELS, FILES_MESSAGES } from '@/lib/validation/admin-files';

const bucketOptions = STORAGE_BUCKETS.map((value) => ({ value, label: BUCKET_LABELS[value] }));

/** Choose the bucket, upload (stored at once, with progress), describe it, then record it. */
export function FileUploadForm() {
  const [bucket, setBucket] = useState<StorageBucket>('site-images');
  // A new widget per bucket and per recorded file: its stored URL belongs to one bucket.
  const [round, setRound] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const { pending, formProps, errorFor } = useAdminForm(recordUploadedFile, {
    fallbackError: FILES_MESSAGES.failed,
    refresh: bucket !== 'logos',
    onSuccess: () => {
      formRef.current?.reset();
      setRound((value) => value + 1);
    },
  });
  return (
    <Card className="p-4 sm:p-6">
      <h2 id="file-upload-title" className="text-xl font-bold">
        Učitavanje fajla
      </h2>
      <form ref={formRef} {...formProps} aria-labelledby="file-upload-title" className="mt-4 grid gap-4 md:grid-cols-2">
        <AdminSelect
          label="Bucket"
          name="bucket"
          options={bucketOptions}
          value={bucket}
          onChange={(event) => setBucket(event.target.value as StorageBucket)}
          error={errorFor('bucket')}
          hint={bucket === 'logos' ? 'Logo postaje logo sajta u zaglavlju.' : undefined}
        />
        <AdminTextField label="Opis" name="description" error={errorFor('description')} />
        <div className="md:col-span-2">
          <FileUpload key={`${bucket}-${round}`} purpose={FILES_TAB_PURPOSE[bucket]} name="fileUrl" label="Fajl" />
          {errorFor('fileUrl') ? <p className="mt-1 text-sm text-destructive">{errorFor('fileUrl')}</p> : null}
        </div>
        <div>
          <AdminSubmit pending={pending}>Sačuvaj fajl</AdminSubmit>
        </div>
      </form>
    </Card>
  );
}
