'use client';

import { useRouter } from 'next/navigation';
import { useId, useState, type ComponentProps, type ReactNode } from 'react';

import { useAction } from '@/components/forms/use-action';
import { useHydrated } from '@/components/forms/use-hydrated';
import { FileUpload } from '@/components/ui/file-upload';
import { Input, Label, Textarea } from '@/components/ui/input';
import { FormField } from '@/components/ui/form-field';
import { saveMemberProfile } from '@/lib/actions/members';
import { INDUSTRY_OPTIONS, MEMBER_TYPE_OPTIONS, STARTUP_STAGE_OPTIONS } from '@/lib/members/options';
import { PROFILE_EMAIL_MESSAGES } from '@/lib/members/profile-email';
import { asksIndustry, asksStartupStage, MEMBER_MESSAGES, profileSaveEnabled } from '@/lib/validation/members';

import { selectClass } from '@/components/ui/select';
import { SubmitButton } from '@/components/forms/form-parts';

/** The profile's values as the form shows them (text; checkboxes as booleans). */
export interface ProfileFormValues {
  fullName: string;
  email: string;
  bio: string;
  memberType: string;
  startupStage: string;
  industry: string;
  whatTheyDo: string;
  whatTheyOffer: string;
  whatTheySeek: string;
  linkedinUrl: string;
  websiteUrl: string;
  phone: string;
  profileImage: string;
  mentorCapacity: string;
  isMentor: boolean;
  seekingMentor: boolean;
  hideFromDirectory: boolean;
}

type TextName = Exclude<keyof ProfileFormValues, 'isMentor' | 'seekingMentor' | 'hideFromDirectory'>;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 rounded-2xl border bg-card p-5 shadow-sm sm:p-6">
      <legend className="px-1 text-lg font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}

/**
 * /members/profile (spec §2, §4): create or edit mode. With JavaScript the answer is a toast (and a
 * new profile moves on to the pending page, which the refreshed page also does by itself); without
 * it the action redirects, or the page shows its errors. Save stays disabled until name, e-mail and type are filled (spec §5).
 */
export function ProfileForm({
  mode,
  initial,
  pendingEmail = null,
}: {
  mode: 'create' | 'edit';
  initial: ProfileFormValues;
  /** A new contact address waiting for its link (docs/members.md, "Profile e-mail"). */
  pendingEmail?: string | null;
}) {
  const router = useRouter();
  const hydrated = useHydrated();
  const prefix = useId();
  const { state, pending, formProps } = useAction(saveMemberProfile, {
    fallbackError: MEMBER_MESSAGES.profileSaveFailed,
    onSuccess(result) {
      if (mode === 'create') router.replace(result.data.redirectTo);
      else router.refresh();
    },
  });
  const echoed = state?.ok === false ? state.values : undefined;
  const textValue = (name: TextName) => echoed?.[name] ?? initial[name];

  const [required, setRequired] = useState({
    fullName: textValue('fullName'),
    email: textValue('email'),
    memberType: textValue('memberType'),
  });
  const [isMentor, setIsMentor] = useState(initial.isMentor);

  const idFor = (name: string) => `${prefix}-${name}`;
  const errorOf = (name: string) => (state?.ok === false ? state.fieldErrors[name]?.[0] : undefined);

  const text = (name: TextName, label: string, props: ComponentProps<'input'> & { hint?: string } = {}) => {
    const { hint, ...input } = props;
    return (
      <FormField id={idFor(name)} error={errorOf(name)} label={label} hint={hint}>
        {(control) => <Input name={name} defaultValue={textValue(name)} {...input} {...control} />}
      </FormField>
    );
  };
  const area = (name: TextName, label: string) => (
    <FormField id={idFor(name)} error={errorOf(name)} label={label}>
      {(control) => <Textarea name={name} rows={3} defaultValue={textValue(name)} {...control} />}
    </FormField>
  );
  const select = (
    name: 'startupStage' | 'industry',
    label: string,
    options: readonly { value: string; label: string }[],
    placeholder: string,
  ) => (
    <FormField id={idFor(name)} error={errorOf(name)} label={label}>
      {(control) => (
        <select name={name} defaultValue={textValue(name)} className={selectClass} {...control}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
  const checkbox = (
    name: 'isMentor' | 'seekingMentor' | 'hideFromDirectory',
    label: string,
    description: string,
    onChange?: (checked: boolean) => void,
  ) => (
    <div className="flex items-start gap-3">
      <input
        id={idFor(name)}
        type="checkbox"
        name={name}
        defaultChecked={initial[name]}
        onChange={(event) => onChange?.(event.currentTarget.checked)}
        aria-describedby={`${idFor(name)}-description`}
        className="mt-1 size-4 accent-primary"
      />
      <div className="grid gap-0.5">
        <Label htmlFor={idFor(name)}>{label}</Label>
        <p id={`${idFor(name)}-description`} className="text-xs text-muted-foreground">
          {description}
        </p>
      </div>
    </div>
  );

  // Without JavaScript every field shows and save is enabled; the server applies the rules.
  const showStage = !hydrated || asksStartupStage(required.memberType);
  const showIndustry = !hydrated || asksIndustry(required.memberType);
  const canSave = !hydrated || profileSaveEnabled(required);

  return (
    <form
      {...formProps}
      noValidate
      className="grid gap-6"
      aria-label={mode === 'create' ? 'Kreiranje profila' : 'Uređivanje profila'}
    >
      <Section title="Osnovni podaci">
        <FileUpload
          purpose="avatar"
          name="profileImage"
          label="Profilna slika"
          hint="Preporučena veličina: 400x400 px (JPG, PNG ili WebP, najviše 5MB)."
          defaultValue={textValue('profileImage')}
        />
        {errorOf('profileImage') ? <p className="text-sm text-destructive">{errorOf('profileImage')}</p> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id={idFor('fullName')} error={errorOf('fullName')} label="Ime i prezime" required>
            {(control) => (
              <Input
                name="fullName"
                autoComplete="name"
                defaultValue={textValue('fullName')}
                onChange={(event) => setRequired((values) => ({ ...values, fullName: event.target.value }))}
                aria-required
                {...control}
              />
            )}
          </FormField>
          <FormField
            id={idFor('email')}
            error={errorOf('email')}
            label="Email"
            hint={pendingEmail ? PROFILE_EMAIL_MESSAGES.pendingNotice(pendingEmail) : undefined}
            required
          >
            {(control) => (
              <Input
                name="email"
                type="email"
                autoComplete="email"
                inputMode="email"
                defaultValue={textValue('email')}
                onChange={(event) => setRequired((values) => ({ ...values, email: event.target.value }))}
                aria-required
                {...control}
              />
            )}
          </FormField>
        </div>
        {area('bio', 'Biografija')}
      </Section>

      <Section title="Tip članstva">
        <FormField id={idFor('memberType')} error={errorOf('memberType')} label="Tip člana" required>
          {(control) => (
            <select
              name="memberType"
              defaultValue={textValue('memberType')}
              onChange={(event) => setRequired((values) => ({ ...values, memberType: event.target.value }))}
              aria-required
              className={selectClass}
              {...control}
            >
              <option value="">Izaberite tip člana</option>
              {MEMBER_TYPE_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          {showStage ? select('startupStage', 'Faza startapa', STARTUP_STAGE_OPTIONS, 'Izaberite fazu') : null}
          {showIndustry ? select('industry', 'Industrija', INDUSTRY_OPTIONS, 'Izaberite industriju') : null}
        </div>
      </Section>

      <Section title="Aktivnosti i ciljevi">
        {text('whatTheyDo', 'Čime se bavite')}
        {area('whatTheyOffer', 'Šta nudite zajednici')}
        {area('whatTheySeek', 'Šta tražite')}
      </Section>

      <Section title="Mentorstvo i vidljivost">
        {checkbox(
          'isMentor',
          'Ja sam mentor',
          'Pojavljujete se na listi mentora i članovi vam mogu poslati zahtev.',
          setIsMentor,
        )}
        {!hydrated || isMentor
          ? text('mentorCapacity', 'Koliko mentija možete da primite', {
              type: 'number',
              min: 0,
              max: 50,
              inputMode: 'numeric',
              hint: 'Ostavite prazno ako nemate ograničenje.',
            })
          : null}
        {checkbox(
          'seekingMentor',
          'Tražim mentora',
          'Možete slati zahteve mentorima i pojavljujete se na listi „Traže mentora”.',
        )}
        {checkbox(
          'hideFromDirectory',
          'Sakrij me iz direktorijuma',
          'Drugi članovi vas neće videti u direktorijumu ni na listama mentorstva.',
        )}
      </Section>

      <Section title="Kontakt i linkovi">
        <div className="grid gap-4 sm:grid-cols-2">
          {text('linkedinUrl', 'LinkedIn', { inputMode: 'url', placeholder: 'https://www.linkedin.com/in/...' })}
          {text('websiteUrl', 'Veb sajt', { inputMode: 'url', placeholder: 'https://' })}
          {text('phone', 'Telefon', { type: 'tel', autoComplete: 'tel' })}
        </div>
      </Section>

      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton pending={pending} disabled={!canSave} className="min-w-40">
          {mode === 'create' ? 'Kreiraj profil' : 'Sačuvaj profil'}
        </SubmitButton>
        {hydrated && !canSave ? (
          <p className="text-sm text-muted-foreground">Popunite ime, email i tip člana da biste sačuvali profil.</p>
        ) : null}
      </div>
      <div role="status" aria-live="polite" className="text-sm empty:hidden">
        {state?.ok === false ? (
          <p className="rounded-xl bg-destructive/10 p-3 text-destructive">
            <strong>{state.title}:</strong> {state.formError}
          </p>
        ) : null}
      </div>
    </form>
  );
}
