'use client';

import { submitEventSuggestion } from '@/lib/actions/public';
import { FORM_MESSAGES } from '@/lib/validation/messages';

import { FormDialog } from './form-dialog';
import { EmailField, TextAreaField, TextField, UrlField } from './form-parts';
import { PublicFormEnd } from './public-form-end';
import { useFormInDialog } from './use-form-in-dialog';

export interface SuggestEventDialogProps {
  triggerLabel?: string;
  className?: string;
}

/** Where the event is published: each choice shows its own fields (`data-type`) through its class. */
const SUBMISSION_TYPES = [
  { value: 'luma', label: 'Lu.ma' },
  { value: 'external', label: 'Drugi sajt' },
] as const;

const loadSuggestionSchema = () =>
  import('@/lib/validation/event-suggestion').then((module) => module.eventSuggestionSchema);
/**
 * The suggest-event dialog of /events (spec public-site §2, §5). Choosing Lu.ma or another site
 * switches the fields with CSS (`:has(:checked)`), so the switch works without JavaScript too.
 */
export function SuggestEventDialog({ triggerLabel = 'Predloži događaj', className }: SuggestEventDialogProps) {
  const { controller, dialog } = useFormInDialog({
    loadSchema: loadSuggestionSchema,
    action: submitEventSuggestion,
    fallbackError: FORM_MESSAGES.suggestFailed,
    resetValues: { submissionType: 'luma' },
  });
  const external = controller.valueFor('submissionType') === 'external';
  const typeId = controller.idFor('submissionType');

  return (
    <FormDialog
      triggerLabel={triggerLabel}
      title="Predloži događaj"
      description="Znaš za događaj koji bi zanimao našu zajednicu? Pošalji nam ga i pogledaćemo ga."
      {...dialog}
      triggerClassName={className}
    >
      <form
        {...controller.formProps}
        aria-label="Predlog događaja"
        className="relative grid gap-4 [&:has(.type-external:checked)_[data-type=luma]]:hidden [&:has(.type-luma:checked)_[data-type=external]]:hidden"
      >
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">Gde je događaj objavljen?</legend>
          <div className="flex flex-wrap gap-2">
            {SUBMISSION_TYPES.map((type) => (
              <label
                key={type.value}
                className="flex cursor-pointer items-center gap-2 rounded-full border px-4 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/10"
              >
                <input
                  type="radio"
                  value={type.value}
                  id={`${typeId}-${type.value}`}
                  defaultChecked={external === (type.value === 'external')}
                  className={`type-${type.value} accent-primary`}
                  {...controller.form.register('submissionType')}
                />
                {type.label}
              </label>
            ))}
          </div>
        </fieldset>

        <TextField controller={controller} name="submitterName" label="Ime i prezime" autoComplete="name" required />
        <EmailField controller={controller} name="submitterEmail" />

        <div data-type="luma" className="grid gap-4">
          <UrlField controller={controller} name="lumaUrl" label="Lu.ma URL" placeholder="https://lu.ma/..." required />
        </div>

        <div data-type="external" className="grid gap-4">
          <UrlField
            controller={controller}
            name="eventUrl"
            label="URL stranice događaja"
            placeholder="https://"
            required
          />
          <TextField controller={controller} name="eventName" label="Naziv događaja" required />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField controller={controller} name="eventLocation" label="Lokacija" placeholder="Grad ili online" />
            <TextField controller={controller} name="eventAddress" label="Adresa" />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField controller={controller} name="eventHost" label="Organizator" />
            <TextField
              controller={controller}
              name="eventDatetime"
              label="Datum i vreme"
              placeholder="npr. 12. maj u 18:00"
            />
          </div>
          <TextAreaField controller={controller} name="eventDescription" label="Opis događaja" rows={4} />
        </div>

        <TextAreaField controller={controller} name="additionalNotes" label="Dodatne napomene" rows={4} />
        <PublicFormEnd controller={controller}>Pošalji predlog</PublicFormEnd>
      </form>
    </FormDialog>
  );
}
