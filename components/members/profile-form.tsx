'use client';

import { useRouter } from 'next/navigation';
import type { ReactNode } from 'react';

import {
  CheckboxField,
  EmailField,
  FormStatus,
  ScriptField,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
} from '@/components/forms/form-parts';
import { useServerForm, type ScriptMessages } from '@/components/forms/use-server-form';
import { MemberTypeFields } from '@/components/members/member-type-fields';
import { FileUpload } from '@/components/ui/file-upload';
import { saveMemberProfile } from '@/lib/actions/members';
import type { Script } from '@/lib/i18n/script';
import { fillText } from '@/lib/i18n/text-template';
import { profileSaveEnabled } from '@/lib/validation/members';

import type { MemberTypeFieldsTexts } from './member-type-fields-texts';
import type { ProfileFormTexts } from './profile-form-texts';

const loadSchema = () => import('@/lib/validation/members').then((module) => module.memberProfileSchema);

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

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 rounded-2xl border bg-card p-5 shadow-sm sm:p-6">
      <legend className="px-1 text-lg font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}

/** What the form takes from its page, in the page's script (app/[script]/…/members/(platform)/profile/page.tsx). */
export interface ProfileFormPage {
  script: Script;
  texts: ProfileFormTexts;
  /** 'Tip člana''s choices, their labels in the page's script. */
  memberTypes: readonly { value: string; label: string }[];
  typeFields: MemberTypeFieldsTexts;
  /** The schema's messages in the page's script; none on a Latin page. */
  messages?: ScriptMessages;
}

interface ProfileFormProps extends ProfileFormPage {
  mode: 'create' | 'edit';
  initial: ProfileFormValues;
  /** A new contact address waiting for its link (docs/members.md, "Profile e-mail"). */
  pendingEmail?: string | null;
}

/**
 * /members/profile (spec §2, §4): create or edit mode, on the shared form parts (checked by the
 * profile schema before sending, each message beside its field). With JavaScript the answer is a
 * toast (and a new profile moves on to the pending page, which the refreshed page also does by
 * itself); without it the action redirects, or the page shows its errors. Save stays disabled
 * until name, e-mail and type are filled (spec §5).
 */
export function ProfileForm({
  mode,
  initial,
  pendingEmail = null,
  script,
  texts,
  memberTypes,
  typeFields,
  messages,
}: ProfileFormProps) {
  const router = useRouter();
  const controller = useServerForm({
    fieldMessagesOnly: true,
    resetOnSuccess: false,
    loadSchema,
    action: saveMemberProfile,
    fallbackError: texts.saveFailed,
    messages,
    errorTitle: texts.errorTitle,
    onSuccess(result) {
      if (mode === 'create') router.replace(result.data.redirectTo);
      else router.refresh();
    },
  });
  const { hydrated, form } = controller;
  /** A field's value now: as typed, else as the server echoed it, else as stored. */
  const current = <K extends keyof ProfileFormValues>(name: K): ProfileFormValues[K] =>
    (form.watch(name) as ProfileFormValues[K] | undefined) ??
    (controller.valueFor(name) as ProfileFormValues[K] | undefined) ??
    initial[name];
  const text = (name: Exclude<keyof ProfileFormValues, 'isMentor' | 'seekingMentor' | 'hideFromDirectory'>) => ({
    controller,
    name,
    initialValue: initial[name],
  });
  const memberType = current('memberType');

  // Without JavaScript every field shows and save is enabled; the server applies the rules.
  const canSave =
    !hydrated || profileSaveEnabled({ fullName: current('fullName'), email: current('email'), memberType });
  const profileImageError = controller.errorFor('profileImage');

  return (
    <form {...controller.formProps} className="grid gap-6" aria-label={texts.form[mode]}>
      <ScriptField script={script} />
      <Section title={texts.sections.basics}>
        <FileUpload
          purpose="avatar"
          name="profileImage"
          label={texts.profileImage.label}
          hint={texts.profileImage.hint}
          defaultValue={controller.valueFor('profileImage') ?? initial.profileImage}
        />
        {profileImageError ? <p className="text-sm text-destructive">{profileImageError}</p> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField {...text('fullName')} label={texts.fullName} autoComplete="name" required />
          <EmailField
            {...text('email')}
            label={texts.email}
            hint={pendingEmail ? fillText(texts.pendingEmail, pendingEmail) : undefined}
          />
        </div>
        <TextAreaField {...text('bio')} label={texts.bio} rows={3} />
      </Section>

      <Section title={texts.sections.membership}>
        <SelectField {...text('memberType')} {...texts.memberType} options={memberTypes} required />
        <div className="grid gap-4 sm:grid-cols-2">
          <MemberTypeFields controller={controller} memberType={memberType} initial={initial} texts={typeFields} />
        </div>
      </Section>

      <Section title={texts.sections.activities}>
        <TextField {...text('whatTheyDo')} label={texts.whatTheyDo} />
        <TextAreaField {...text('whatTheyOffer')} label={texts.whatTheyOffer} rows={3} />
        <TextAreaField {...text('whatTheySeek')} label={texts.whatTheySeek} rows={3} />
      </Section>

      <Section title={texts.sections.mentorship}>
        <CheckboxField controller={controller} name="isMentor" {...texts.isMentor} initialChecked={initial.isMentor} />
        {!hydrated || current('isMentor') ? (
          <TextField
            {...text('mentorCapacity')}
            label={texts.mentorCapacity.label}
            type="number"
            min={0}
            max={50}
            inputMode="numeric"
            hint={texts.mentorCapacity.hint}
          />
        ) : null}
        <CheckboxField
          controller={controller}
          name="seekingMentor"
          {...texts.seekingMentor}
          initialChecked={initial.seekingMentor}
        />
        <CheckboxField
          controller={controller}
          name="hideFromDirectory"
          {...texts.hideFromDirectory}
          initialChecked={initial.hideFromDirectory}
        />
      </Section>

      <Section title={texts.sections.contact}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            {...text('linkedinUrl')}
            label={texts.linkedinUrl}
            inputMode="url"
            placeholder="https://www.linkedin.com/in/..."
          />
          <TextField {...text('websiteUrl')} label={texts.websiteUrl} inputMode="url" placeholder="https://" />
          <TextField {...text('phone')} label={texts.phone} type="tel" autoComplete="tel" />
        </div>
      </Section>

      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton
          pending={controller.pending}
          pendingLabel={texts.sending}
          disabled={!canSave}
          className="min-w-40"
        >
          {texts.submit[mode]}
        </SubmitButton>
        {hydrated && !canSave ? <p className="text-sm text-muted-foreground">{texts.saveNeeds}</p> : null}
      </div>
      <FormStatus controller={controller} />
    </form>
  );
}
