import { AdminListSection } from '@/components/admin/list-section';
import { loadTab } from '@/components/admin/tab-load';
import { getRequestContext } from '@/lib/auth';
import { listUploadedFileSettings, MAIN_LOGO_SETTING } from '@/lib/data/site-settings';
import { formatWeekdayDateTime } from '@/lib/format/date';
import { FILES_MESSAGES } from '@/lib/validation/admin-files';

import { FileUploadForm } from './file-upload-form';

/** 'Fajlovi' (spec platform §2, §7): upload to logos, site-images or uploads; a logo becomes the site logo. */
export async function FilesTab() {
  const { db } = await getRequestContext();
  const { data: files, failure } = await loadTab('files', FILES_MESSAGES.failed, () => listUploadedFileSettings(db));
  if (failure) return failure;
  return (
    <div className="grid gap-8">
      <FileUploadForm />
      <AdminListSection
        id="files-list-title"
        title={`Učitani fajlovi (${files.length})`}
        emptyText={files.length === 0 ? 'Još nema učitanih fajlova.' : null}
        className="grid gap-3"
      >
        <ul className="divide-y rounded-2xl border">
          {files.map((file) => (
            <li key={file.key} className="grid gap-1 p-3 text-sm sm:grid-cols-[1fr_auto] sm:items-center">
              <div className="min-w-0">
                <p className="font-mono font-semibold break-all">
                  {file.key === MAIN_LOGO_SETTING ? `${file.key} (logo sajta)` : file.key}
                </p>
                {file.description ? <p className="text-muted-foreground">{file.description}</p> : null}
                <a
                  href={file.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="break-all text-primary underline-offset-4 hover:underline"
                >
                  {file.url}
                </a>
              </div>
              <p className="text-xs text-muted-foreground">{formatWeekdayDateTime(file.updatedAt)}</p>
            </li>
          ))}
        </ul>
      </AdminListSection>
    </div>
  );
}
