'use client';

import { AdminCheckbox, AdminTextArea, AdminTextField } from '@/components/admin/admin-form';
import { FileUpload } from '@/components/ui/file-upload';
import type { EventFormValues } from '@/lib/data/events';
import { toBelgradeDateTimeInput } from '@/lib/events/schedule';

import type { EventTabTexts } from './event-texts';

type EventText = 'title' | 'shortDescription' | 'description' | 'location' | 'registrationUrl' | 'imageUrl';

interface EventFieldsProps {
  /** The event being edited; absent for a new one. */
  event?: EventFormValues;
  errorFor: (name: string) => string | undefined;
  /** The labels and hints in the page's script. */
  texts: EventTabTexts['fields'];
}

/** The fields of the add form and the inline edit (spec §3 Event), the same for both; values as stored. */
export function EventFields({ event, errorFor, texts }: EventFieldsProps) {
  /** A text field's name, its stored value ('' for a new event) and the action's message for it. */
  const text = (name: EventText) => ({ name, defaultValue: event?.[name] ?? '', error: errorFor(name) });
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <AdminTextField {...text('title')} label={texts.title} required foreignMark className="md:col-span-2" />
      <AdminTextField {...text('shortDescription')} label={texts.summary} foreignMark className="md:col-span-2" />
      <AdminTextArea
        {...text('description')}
        label={texts.description}
        rows={4}
        foreignMark
        className="md:col-span-2"
      />
      <AdminTextField
        label={texts.date}
        name="eventDate"
        type="datetime-local"
        required
        defaultValue={event ? toBelgradeDateTimeInput(event.eventDate) : undefined}
        error={errorFor('eventDate')}
        hint={texts.dateHint}
      />
      <AdminTextField {...text('location')} label={texts.location} foreignMark />
      <AdminTextField
        label={texts.maxParticipants}
        name="maxParticipants"
        type="number"
        inputMode="numeric"
        min={1}
        defaultValue={event?.maxParticipants ?? ''}
        error={errorFor('maxParticipants')}
        hint={texts.maxParticipantsHint}
      />
      <AdminTextField {...text('registrationUrl')} label={texts.registrationUrl} type="url" placeholder="https://…" />
      <FileUpload
        purpose="event"
        {...text('imageUrl')}
        label={texts.image}
        hint={texts.imageHint}
        className="md:col-span-2"
      />
      <div className="flex flex-wrap gap-6 md:col-span-2">
        <AdminCheckbox label={texts.featured} name="isFeatured" defaultChecked={event?.isFeatured} />
        {event ? <AdminCheckbox label={texts.active} name="isActive" defaultChecked={event.isActive} /> : null}
      </div>
    </div>
  );
}
