'use client';

import { submitEventSuggestion } from '@/lib/actions/public';

import { FormDialog } from './form-dialog';
import { EmailField, TextAreaField, TextField, UrlField } from './form-parts';
import { PublicFormEnd } from './public-form-end';
import type { PublicFormPage } from './public-form-texts';
import type { SuggestEventTexts } from './suggest-event-dialog';
import { useFormInDialog } from './use-form-in-dialog';

/** Where the event is published: each choice shows its own fields (`data-type`) through its class. */
const SUBMISSION_TYPES = ['luma', 'external'] as const;

const loadSuggestionSchema = () =>
  import('@/lib/validation/event-suggestion').then((module) => module.eventSuggestionSchema);
/**
 * The suggest-event dialog and form, with its texts from the page (`SuggestEventDialog`). Choosing
 * Lu.ma or another site switches the fields with CSS (`:has(:checked)`), so the switch works
 * without JavaScript too.
 */
export function SuggestEventForm({
  texts,
  page,
  triggerLabel,
  className,
}: {
  texts: SuggestEventTexts;
  page: PublicFormPage;
  triggerLabel: string;
  className?: string;
}) {
  const { controller, dialog } = useFormInDialog({
    loadSchema: loadSuggestionSchema,
    action: submitEventSuggestion,
    fallbackError: texts.fallback,
    messages: page.messages,
    errorTitle: page.texts.errorTitle,
    resetValues: { submissionType: 'luma' },
  });
  const external = controller.valueFor('submissionType') === 'external';
  const typeId = controller.idFor('submissionType');

  return (
    <FormDialog
      triggerLabel={triggerLabel}
      title={texts.title}
      description={texts.description}
      {...dialog}
      triggerClassName={className}
    >
      <form
        {...controller.formProps}
        aria-label={texts.form}
        className="relative grid gap-4 [&:has(.type-external:checked)_[data-type=luma]]:hidden [&:has(.type-luma:checked)_[data-type=external]]:hidden"
      >
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">{texts.where}</legend>
          <div className="flex flex-wrap gap-2">
            {SUBMISSION_TYPES.map((type) => (
              <label
                key={type}
                className="flex cursor-pointer items-center gap-2 rounded-full border px-4 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/10"
              >
                <input
                  type="radio"
                  value={type}
                  id={`${typeId}-${type}`}
                  defaultChecked={external === (type === 'external')}
                  className={`type-${type} accent-primary`}
                  {...controller.form.register('submissionType')}
                />
                {texts.types[type]}
              </label>
            ))}
          </div>
        </fieldset>

        <TextField controller={controller} name="submitterName" label={texts.name} autoComplete="name" required />
        <EmailField controller={controller} name="submitterEmail" label={page.texts.email} />

        <div data-type="luma" className="grid gap-4">
          <UrlField
            controller={controller}
            name="lumaUrl"
            label={texts.lumaUrl}
            placeholder="https://lu.ma/..."
            required
          />
        </div>

        <div data-type="external" className="grid gap-4">
          <UrlField controller={controller} name="eventUrl" label={texts.eventUrl} placeholder="https://" required />
          <TextField controller={controller} name="eventName" label={texts.eventName} required />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              controller={controller}
              name="eventLocation"
              label={texts.location}
              placeholder={texts.locationPlaceholder}
            />
            <TextField controller={controller} name="eventAddress" label={texts.address} />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField controller={controller} name="eventHost" label={texts.host} />
            <TextField
              controller={controller}
              name="eventDatetime"
              label={texts.datetime}
              placeholder={texts.datetimePlaceholder}
            />
          </div>
          <TextAreaField controller={controller} name="eventDescription" label={texts.eventDescription} rows={4} />
        </div>

        <TextAreaField controller={controller} name="additionalNotes" label={texts.notes} rows={4} />
        <PublicFormEnd controller={controller} page={page}>
          {texts.send}
        </PublicFormEnd>
      </form>
    </FormDialog>
  );
}
