'use client';

import { AdminCheckbox, AdminTextArea, AdminTextField } from '@/components/admin/admin-form';
import { FileUpload } from '@/components/ui/file-upload';
import type { AdminEvent } from '@/lib/data/events';
import { toBelgradeDateTimeInput } from '@/lib/events/schedule';
import { EVENT_MESSAGES } from '@/lib/validation/admin-events';

type EventText = 'title' | 'shortDescription' | 'description' | 'location' | 'registrationUrl' | 'imageUrl';

interface EventFieldsProps {
  /** The event being edited; absent for a new one. */
  event?: AdminEvent;
  errorFor: (name: string) => string | undefined;
}

/** The fields of the add form and the inline edit (spec §3 Event), the same for both. */
export function EventFields({ event, errorFor }: EventFieldsProps) {
  /** A text field's name, its stored value ('' for a new event) and the action's message for it. */
  const text = (name: EventText) => ({ name, defaultValue: event?.[name] ?? '', error: errorFor(name) });
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <AdminTextField {...text('title')} label="Naslov" required foreignMark className="md:col-span-2" />
      <AdminTextField {...text('shortDescription')} label="Sažetak" foreignMark className="md:col-span-2" />
      <AdminTextArea {...text('description')} label="Opis" rows={4} foreignMark className="md:col-span-2" />
      <AdminTextField
        label="Datum i vreme"
        name="eventDate"
        type="datetime-local"
        required
        defaultValue={event ? toBelgradeDateTimeInput(event.eventDate) : undefined}
        error={errorFor('eventDate')}
        hint="Po beogradskom vremenu."
      />
      <AdminTextField {...text('location')} label="Lokacija" foreignMark />
      <AdminTextField
        label="Maksimalan broj učesnika"
        name="maxParticipants"
        type="number"
        inputMode="numeric"
        min={1}
        defaultValue={event?.maxParticipants ?? ''}
        error={errorFor('maxParticipants')}
        hint="Prazno znači bez ograničenja."
      />
      <AdminTextField {...text('registrationUrl')} label="Link za registraciju" type="url" placeholder="https://…" />
      <FileUpload
        purpose="event"
        {...text('imageUrl')}
        label="Slika događaja"
        hint={EVENT_MESSAGES.imageHint}
        className="md:col-span-2"
      />
      <div className="flex flex-wrap gap-6 md:col-span-2">
        <AdminCheckbox label="Istaknut događaj" name="isFeatured" defaultChecked={event?.isFeatured} />
        {event ? (
          <AdminCheckbox label="Aktivan (vidljiv na sajtu)" name="isActive" defaultChecked={event.isActive} />
        ) : null}
      </div>
    </div>
  );
}
