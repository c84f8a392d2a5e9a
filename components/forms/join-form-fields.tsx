'use client';

import { submitJoinApplication } from '@/lib/actions/public';

import { EmailField, TextAreaField, TextField } from './form-parts';
import type { JoinFormTexts } from './join-form';
import { PublicFormEnd } from './public-form-end';
import type { PublicFormPage } from './public-form-texts';
import { useServerForm } from './use-server-form';

const loadJoinSchema = () => import('@/lib/validation/join').then((module) => module.joinSchema);

/** The join form itself, with its texts from the page (`JoinForm`). */
export function JoinFormFields({ texts, page }: { texts: JoinFormTexts; page: PublicFormPage }) {
  const controller = useServerForm({
    loadSchema: loadJoinSchema,
    action: submitJoinApplication,
    fallbackError: texts.fallback,
    messages: page.messages,
    errorTitle: page.texts.errorTitle,
  });
  return (
    <form {...controller.formProps} className="relative grid gap-5" aria-label={texts.form}>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField controller={controller} name="name" label={texts.name} autoComplete="name" required />
        <EmailField controller={controller} label={page.texts.email} />
      </div>
      <TextAreaField controller={controller} name="about" label={texts.about} rows={4} required />
      <TextAreaField controller={controller} name="contribute" label={texts.contribute} rows={4} required />
      <TextAreaField controller={controller} name="expect" label={texts.expect} rows={4} required />
      <PublicFormEnd controller={controller} page={page} buttonClassName="w-full sm:w-auto sm:justify-self-start">
        {texts.send}
      </PublicFormEnd>
    </form>
  );
}
