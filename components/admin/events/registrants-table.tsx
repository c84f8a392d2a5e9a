import type { EventRegistrant } from '@/lib/data/event-registrations';
import { formatWeekdayDateTime } from '@/lib/format/date';

/** One page of an event's registrants as a table (the panel's page of the event). */
export function RegistrantsTable({ title, registrants }: { title: string; registrants: readonly EventRegistrant[] }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Prijave za {title}</caption>
        <thead className="text-muted-foreground">
          <tr>
            <th scope="col" className="py-1 pr-3 font-medium">
              Ime i prezime
            </th>
            <th scope="col" className="py-1 pr-3 font-medium">
              Email
            </th>
            <th scope="col" className="py-1 pr-3 font-medium">
              Telefon
            </th>
            <th scope="col" className="py-1 pr-3 font-medium">
              Kompanija
            </th>
            <th scope="col" className="py-1 font-medium">
              Prijavljen
            </th>
          </tr>
        </thead>
        <tbody>
          {registrants.map((registrant) => (
            <tr key={registrant.id} className="border-t">
              <td className="py-1 pr-3">
                {registrant.firstName} {registrant.lastName}
              </td>
              <td className="py-1 pr-3">
                <a href={`mailto:${registrant.email}`} className="underline-offset-4 hover:underline">
                  {registrant.email}
                </a>
              </td>
              <td className="py-1 pr-3">{registrant.phone ?? '–'}</td>
              <td className="py-1 pr-3">{registrant.company ?? '–'}</td>
              <td className="py-1">{formatWeekdayDateTime(registrant.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
