'use client';

import { useState } from 'react';

import { PlusIcon, XIcon } from '@/components/ui/icons';
import { AdminSubmit } from '@/components/admin/admin-form';
import { useAction } from '@/components/forms/use-action';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { createAdminEvent } from '@/lib/actions/admin-events';

import { EventFields } from './event-fields';
import type { EventTabTexts } from './event-texts';

/** The add form (spec §2): opens and closes; a new event is active with nobody registered yet. */
export function EventCreateForm({ texts }: { texts: EventTabTexts }) {
  const [open, setOpen] = useState(false);
  const { pending, formProps, errorFor } = useAction(createAdminEvent, {
    fallbackError: texts.create.failed,
    onSuccess: () => setOpen(false),
  });
  return (
    <Card className="p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="event-create-title" className="text-xl font-bold">
          {texts.create.heading}
        </h2>
        <Button
          type="button"
          variant={open ? 'outline' : 'default'}
          onClick={() => setOpen(!open)}
          aria-expanded={open}
          aria-controls={open ? 'event-create-form' : undefined}
        >
          {open ? <XIcon aria-hidden /> : <PlusIcon aria-hidden />}
          {open ? texts.create.close : texts.create.open}
        </Button>
      </div>
      {open ? (
        <form
          id="event-create-form"
          {...formProps}
          noValidate
          aria-labelledby="event-create-title"
          className="mt-4 grid gap-4"
        >
          <EventFields errorFor={errorFor} texts={texts.fields} />
          <div>
            <AdminSubmit pending={pending} pendingLabel={texts.create.creating}>
              {texts.create.submit}
            </AdminSubmit>
          </div>
        </form>
      ) : null}
    </Card>
  );
}
