'use client';

import { AdminCheckbox, AdminTextArea, AdminTextField } from '@/components/admin/admin-form';
import { FileUpload } from '@/components/ui/file-upload';
import type { AdminEvent } from '@/lib/data/events';
import { toBelgradeDateTimeInput } from '@/lib/events/schedule';
import { EVENT_MESSAGES } from '@/lib/validation/admin-events';

interface EventFieldsProps {
  /** The event being edited; absent for a new one. */
  event?: AdminEvent;
  errorFor: (name: string) => string | undefined;
}

/** The fields of the add form and the inline edit (spec §3 Event), the same for both. */
export function EventFields({ event, errorFor }: EventFieldsProps) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <AdminTextField
        label="Naslov"
        name="title"
        required
        foreignMark
        defaultValue={event?.title}
        error={errorFor('title')}
        className="md:col-span-2"
      />
      <AdminTextField
        label="Sažetak"
        name="shortDescription"
        foreignMark
        defaultValue={event?.shortDescription ?? ''}
        error={errorFor('shortDescription')}
        className="md:col-span-2"
      />
      <AdminTextArea
        label="Opis"
        name="description"
        rows={4}
        foreignMark
        defaultValue={event?.description ?? ''}
        error={errorFor('description')}
        className="md:col-span-2"
      />
      <AdminTextField
        label="Datum i vreme"
        name="eventDate"
        type="datetime-local"
        required
        defaultValue={event ? toBelgradeDateTimeInput(event.eventDate) : undefined}
        error={errorFor('eventDate')}
        hint="Po beogradskom vremenu."
      />
      <AdminTextField
        label="Lokacija"
        name="location"
        foreignMark
        defaultValue={event?.location ?? ''}
        error={errorFor('location')}
      />
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
      <AdminTextField
        label="Link za registraciju"
        name="registrationUrl"
        type="url"
        defaultValue={event?.registrationUrl ?? ''}
        error={errorFor('registrationUrl')}
        placeholder="https://…"
      />
      <FileUpload
        purpose="event"
        name="imageUrl"
        label="Slika događaja"
        hint={EVENT_MESSAGES.imageHint}
        defaultValue={event?.imageUrl ?? ''}
        error={errorFor('imageUrl')}
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
