'use client';

import { submitJoinApplication } from '@/lib/actions/public';
import { FORM_MESSAGES } from '@/lib/validation/messages';

import { EmailField, TextAreaField, TextField } from './form-parts';
import { PublicFormEnd } from './public-form-end';
import { useServerForm } from './use-server-form';

const loadJoinSchema = () => import('@/lib/validation/join').then((module) => module.joinSchema);
/** The application form at the end of /join (spec public-site §2, §5 Join). */
export function JoinForm() {
  const controller = useServerForm({
    loadSchema: loadJoinSchema,
    action: submitJoinApplication,
    fallbackError: FORM_MESSAGES.applicationFallback,
  });
  return (
    <form {...controller.formProps} className="relative grid gap-5" aria-label="Prijava za zajednicu">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField controller={controller} name="name" label="Ime i prezime" autoComplete="name" required />
        <EmailField controller={controller} />
      </div>
      <TextAreaField controller={controller} name="about" label="Ko si i šta te zanima?" rows={4} required />
      <TextAreaField
        controller={controller}
        name="contribute"
        label="Kako ćeš doprineti zajednici?"
        rows={4}
        required
      />
      <TextAreaField controller={controller} name="expect" label="Šta očekuješ od zajednice?" rows={4} required />
      <PublicFormEnd controller={controller} buttonClassName="w-full sm:w-auto sm:justify-self-start">
        Pošalji prijavu
      </PublicFormEnd>
    </form>
  );
}
