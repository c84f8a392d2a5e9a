import { INBOX_SEARCH_MAX, inboxKindFrom, inboxStatusFrom } from '@/lib/admin/inbox';
import { adminRouteDenial } from '@/lib/auth/admin';
import { getRequestContext } from '@/lib/auth';
import { inboxExport } from '@/lib/data/inbox';
import { csvResponse, csvStream } from '@/lib/csv';
import { belgradeWallClock } from '@/lib/format/date';

/**
 * CSV of one inbox kind with the page's filters; admins only (401 signed out, 403 without rights).
 * Every matching row, streamed in batches as the download reads them, so memory stays flat.
 */
export async function GET(request: Request) {
  const denial = await adminRouteDenial();
  if (denial) return denial;

  const params = new URL(request.url).searchParams;
  const kind = inboxKindFrom(params.get('kind') ?? undefined);
  const status = inboxStatusFrom(params.get('status') ?? undefined);
  const search = (params.get('q') ?? '').trim().slice(0, INBOX_SEARCH_MAX);
  const { db } = await getRequestContext();
  const { header, batches } = inboxExport(db, { kind, status, search });
  const today = belgradeWallClock(new Date());
  const date = `${today.year}-${String(today.month).padStart(2, '0')}-${String(today.day).padStart(2, '0')}`;
  return csvResponse(csvStream(header, batches), `prijemno-${kind}-${date}.csv`);
}
