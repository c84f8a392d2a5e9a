import { registrationsCsvResponse } from '@/lib/admin/registrations-csv';

/** `/admin/events/{id}/registrations.csv`: an event's registrations for a spreadsheet (admins only). */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  return registrationsCsvResponse((await params).id);
}
