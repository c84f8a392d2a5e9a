import { INBOX_SEARCH_MAX, inboxCapability, inboxKindFrom, inboxStatusFrom } from '@/lib/admin/inbox';
import { adminRouteDenial } from '@/lib/auth/admin';
import { readInboxExport } from '@/lib/data/inbox';
import { csvResponse, csvStream } from '@/lib/csv';
import { belgradeDayStamp } from '@/lib/format/date';

/**
 * CSV of one inbox kind with the page's filters, for whoever handles that kind (401 signed out,
 * 403 without the rights; docs/admin.md "Uloge").
 * Every matching row, streamed in batches as the download reads them, so memory stays flat.
 */
export async function GET(request: Request) {
  const params = new URL(request.url).searchParams;
  const kind = inboxKindFrom(params.get('kind') ?? undefined);
  const denial = await adminRouteDenial(inboxCapability(kind));
  if (denial) return denial;

  const status = inboxStatusFrom(params.get('status') ?? undefined);
  const search = (params.get('q') ?? '').trim().slice(0, INBOX_SEARCH_MAX);
  const { header, batches } = await readInboxExport({ kind, status, search });
  const date = belgradeDayStamp(new Date());
  return csvResponse(csvStream(header, batches), `prijemno-${kind}-${date}.csv`);
}
