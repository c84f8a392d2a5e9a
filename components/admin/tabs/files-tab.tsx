import { AdminListSection } from '@/components/admin/list-section';
import { storedTextIn, textTableIn } from '@/lib/i18n/texts';
import { loadTab } from '@/components/admin/tab-load';
import { getRequestContext } from '@/lib/auth';
import { listUploadedFileSettings, MAIN_LOGO_SETTING } from '@/lib/data/site-settings';
import { formatWeekdayDateTime } from '@/lib/format/date';
import { pageScript } from '@/lib/i18n/page-script';
import { FILES_MESSAGES } from '@/lib/validation/admin-files';

import { FileUploadForm } from './file-upload-form';
import { FILE_UPLOAD_TEXTS } from './files-texts';

/** 'Fajlovi' (spec platform §2, §7): upload to logos, site-images or uploads; a logo becomes the site logo. */
export async function FilesTab() {
  const { db } = await getRequestContext();
  const { data: files, failure } = await loadTab('files', FILES_MESSAGES.failed, () => listUploadedFileSettings(db));
  if (failure) return failure;
  const { script, t } = await pageScript();
  const shown = storedTextIn(script);
  return (
    <div className="grid gap-8">
      <FileUploadForm texts={textTableIn(script, FILE_UPLOAD_TEXTS)} />
      <AdminListSection
        id="files-list-title"
        title={`${t('Učitani fajlovi')} (${files.length})`}
        emptyText={files.length === 0 ? t('Još nema učitanih fajlova.') : null}
        className="grid gap-3"
      >
        <ul className="divide-y rounded-2xl border">
          {files.map((file) => (
            <li key={file.key} className="grid gap-1 p-3 text-sm sm:grid-cols-[1fr_auto] sm:items-center">
              <div className="min-w-0">
                <p className="font-mono font-semibold break-all">
                  <span translate="no">{file.key}</span>
                  {file.key === MAIN_LOGO_SETTING ? ` ${t('(logo sajta)')}` : ''}
                </p>
                {file.description ? <p className="text-muted-foreground">{shown(file.description)}</p> : null}
                <a
                  href={file.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="break-all text-primary underline-offset-4 hover:underline"
                  translate="no"
                >
                  {file.url}
                </a>
              </div>
              <p className="text-xs text-muted-foreground">{t(formatWeekdayDateTime(file.updatedAt))}</p>
            </li>
          ))}
        </ul>
      </AdminListSection>
    </div>
  );
}
