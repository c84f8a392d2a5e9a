import { pageScript } from '@/lib/i18n/page-script';

/**
 * The skeleton of a members screen while its data loads (a screen's `loading.tsx` re-exports it).
 * Streaming swaps it for the content with JavaScript only, so screens promised to work without
 * JavaScript (directory, profile) have no loading.tsx: a browser without it would keep the skeleton.
 */
export async function MembersLoading() {
  const { t } = await pageScript();
  return (
    <div role="status" aria-live="polite" className="grid gap-4">
      <span className="sr-only">{t('Učitavanje...')}</span>
      <div className="h-9 w-64 animate-pulse rounded-xl bg-muted" />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {[0, 1, 2, 3].map((item) => (
          <div key={item} className="h-24 animate-pulse rounded-2xl bg-muted" />
        ))}
      </div>
      <div className="h-64 animate-pulse rounded-2xl bg-muted" />
    </div>
  );
}
