'use client';

import { useRouter } from 'next/navigation';
import type { ReactNode } from 'react';

import {
  CheckboxField,
  EmailField,
  FormStatus,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
} from '@/components/forms/form-parts';
import { useServerForm } from '@/components/forms/use-server-form';
import { MemberTypeFields } from '@/components/members/member-type-fields';
import { FileUpload } from '@/components/ui/file-upload';
import { saveMemberProfile } from '@/lib/actions/members';
import { MEMBER_TYPE_OPTIONS } from '@/lib/members/options';
import { PROFILE_EMAIL_MESSAGES } from '@/lib/members/profile-email';
import { MEMBER_MESSAGES, profileSaveEnabled } from '@/lib/validation/members';

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

interface ProfileFormProps {
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
export function ProfileForm({ mode, initial, pendingEmail = null }: ProfileFormProps) {
  const router = useRouter();
  const controller = useServerForm({
    fieldMessagesOnly: true,
    resetOnSuccess: false,
    loadSchema,
    action: saveMemberProfile,
    fallbackError: MEMBER_MESSAGES.profileSaveFailed,
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
    <form
      {...controller.formProps}
      className="grid gap-6"
      aria-label={mode === 'create' ? 'Kreiranje profila' : 'Uređivanje profila'}
    >
      <Section title="Osnovni podaci">
        <FileUpload
          purpose="avatar"
          name="profileImage"
          label="Profilna slika"
          hint="Preporučena veličina: 400x400 px (JPG, PNG ili WebP, najviše 5MB)."
          defaultValue={controller.valueFor('profileImage') ?? initial.profileImage}
        />
        {profileImageError ? <p className="text-sm text-destructive">{profileImageError}</p> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField {...text('fullName')} label="Ime i prezime" autoComplete="name" required />
          <EmailField
            {...text('email')}
            hint={pendingEmail ? PROFILE_EMAIL_MESSAGES.pendingNotice(pendingEmail) : undefined}
          />
        </div>
        <TextAreaField {...text('bio')} label="Biografija" rows={3} />
      </Section>

      <Section title="Tip članstva">
        <SelectField
          {...text('memberType')}
          label="Tip člana"
          placeholder="Izaberite tip člana"
          options={MEMBER_TYPE_OPTIONS}
          required
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <MemberTypeFields controller={controller} memberType={memberType} initial={initial} />
        </div>
      </Section>

      <Section title="Aktivnosti i ciljevi">
        <TextField {...text('whatTheyDo')} label="Čime se bavite" />
        <TextAreaField {...text('whatTheyOffer')} label="Šta nudite zajednici" rows={3} />
        <TextAreaField {...text('whatTheySeek')} label="Šta tražite" rows={3} />
      </Section>

      <Section title="Mentorstvo i vidljivost">
        <CheckboxField
          controller={controller}
          name="isMentor"
          label="Ja sam mentor"
          description="Pojavljujete se na listi mentora i članovi vam mogu poslati zahtev."
          initialChecked={initial.isMentor}
        />
        {!hydrated || current('isMentor') ? (
          <TextField
            {...text('mentorCapacity')}
            label="Koliko mentija možete da primite"
            type="number"
            min={0}
            max={50}
            inputMode="numeric"
            hint="Ostavite prazno ako nemate ograničenje."
          />
        ) : null}
        <CheckboxField
          controller={controller}
          name="seekingMentor"
          label="Tražim mentora"
          description="Možete slati zahteve mentorima i pojavljujete se na listi „Traže mentora”."
          initialChecked={initial.seekingMentor}
        />
        <CheckboxField
          controller={controller}
          name="hideFromDirectory"
          label="Sakrij me iz direktorijuma"
          description="Drugi članovi vas neće videti u direktorijumu ni na listama mentorstva."
          initialChecked={initial.hideFromDirectory}
        />
      </Section>

      <Section title="Kontakt i linkovi">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            {...text('linkedinUrl')}
            label="LinkedIn"
            inputMode="url"
            placeholder="https://www.linkedin.com/in/..."
          />
          <TextField {...text('websiteUrl')} label="Veb sajt" inputMode="url" placeholder="https://" />
          <TextField {...text('phone')} label="Telefon" type="tel" autoComplete="tel" />
        </div>
      </Section>

      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton pending={controller.pending} disabled={!canSave} className="min-w-40">
          {mode === 'create' ? 'Kreiraj profil' : 'Sačuvaj profil'}
        </SubmitButton>
        {hydrated && !canSave ? (
          <p className="text-sm text-muted-foreground">Popunite ime, email i tip člana da biste sačuvali profil.</p>
        ) : null}
      </div>
      <FormStatus controller={controller} />
    </form>
  );
}
