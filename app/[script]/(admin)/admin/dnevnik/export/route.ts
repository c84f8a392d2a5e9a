import { staffActionLabel, staffLogFilterFrom } from '@/lib/admin/staff-log';
import { adminRouteDenial } from '@/lib/auth/admin';
import { csvResponse, csvStream } from '@/lib/csv';
import { readStaffLogBatches } from '@/lib/data/staff-log';
import { belgradeDayStamp } from '@/lib/format/date';

const HEADER = [
  'Vreme',
  'Osoba',
  'ID osobe',
  'Radnja',
  'Oznaka radnje',
  'Vrsta cilja',
  'Cilj',
  'Izmena',
  'Obrazloženje',
];

/**
 * The staff log's CSV with the page's filters; admins only (401 signed out, 403 otherwise). Every
 * matching line, streamed in keyset batches, so memory stays flat however long the log is.
 */
export async function GET(request: Request) {
  const denial = await adminRouteDenial('admin');
  if (denial) return denial;
  const params = new URL(request.url).searchParams;
  const filter = staffLogFilterFrom({
    osoba: params.get('osoba') ?? undefined,
    radnja: params.get('radnja') ?? undefined,
    od: params.get('od') ?? undefined,
    do: params.get('do') ?? undefined,
  });
  async function* rows() {
    for await (const batch of readStaffLogBatches(filter)) {
      yield batch.map((entry) => [
        entry.createdAt,
        entry.actorEmail,
        entry.actorId,
        staffActionLabel(entry.action),
        entry.action,
        entry.targetType,
        entry.targetId,
        entry.summary,
        entry.reason,
      ]);
    }
  }
  const date = belgradeDayStamp(new Date());
  return csvResponse(csvStream(HEADER, rows()), `dnevnik-izmena-${date}.csv`);
}
