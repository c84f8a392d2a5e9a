import { pageScript } from '@/lib/i18n/page-script';

/**
 * Shown while the open tab's data loads. Only the tab streams: the panel's heading, sign-out and
 * tabs arrive in the first response, also for a browser without JavaScript.
 */
export async function AdminTabSkeleton() {
  const { t } = await pageScript();
  return (
    <div role="status" aria-live="polite" className="grid gap-4">
      <span className="sr-only">{t('Učitavanje...')}</span>
      <div className="h-10 w-56 animate-pulse rounded-xl bg-muted" />
      <div className="h-64 animate-pulse rounded-2xl bg-muted" />
    </div>
  );
}
