import type { Metadata } from 'next';

import { DownloadIcon } from '@/components/ui/icons';
import { DeleteAccountForm } from '@/components/members/account-data';
import { DELETE_ACCOUNT_TEXTS } from '@/components/members/account-data-texts';
import { memberTypeFieldsTextsIn } from '@/components/members/member-type-fields-texts';
import { NotificationSettingsForm } from '@/components/members/notification-settings-form';
import { NOTIFICATION_SETTINGS_TEXTS } from '@/components/members/notification-settings-texts';
import { ProfileForm, type ProfileFormPage, type ProfileFormValues } from '@/components/members/profile-form';
import { PROFILE_FORM_TEXTS } from '@/components/members/profile-form-texts';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { getRequestContext } from '@/lib/auth';
import { requireProfileEditor } from '@/lib/auth/member';
import { readOwnProfile, type MemberProfileRow } from '@/lib/data/members';
import { pageScript } from '@/lib/i18n/page-script';
import { labelsIn } from '@/lib/i18n/text-template';
import { textTableIn } from '@/lib/i18n/texts';
import { MEMBER_TYPE_OPTIONS } from '@/lib/members/options';
import { memberProfileSchema } from '@/lib/validation/members';
import { formMessagesIn } from '@/lib/validation/messages-in-script';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await pageScript();
  return { title: t('Profil') };
}

/** Create mode starts empty but for the account's name and e-mail (spec §2). */
const EMPTY_VALUES: ProfileFormValues = {
  fullName: '',
  email: '',
  bio: '',
  memberType: '',
  startupStage: '',
  industry: '',
  whatTheyDo: '',
  whatTheyOffer: '',
  whatTheySeek: '',
  linkedinUrl: '',
  websiteUrl: '',
  phone: '',
  profileImage: '',
  mentorCapacity: '',
  isMentor: false,
  seekingMentor: false,
  hideFromDirectory: false,
};

function formValues(profile: MemberProfileRow): ProfileFormValues {
  return {
    fullName: profile.fullName,
    email: profile.email,
    bio: profile.bio ?? '',
    memberType: profile.memberType,
    startupStage: profile.startupStage ?? '',
    industry: profile.industry ?? '',
    whatTheyDo: profile.whatTheyDo ?? '',
    whatTheyOffer: profile.whatTheyOffer ?? '',
    whatTheySeek: profile.whatTheySeek ?? '',
    linkedinUrl: profile.linkedinUrl ?? '',
    websiteUrl: profile.websiteUrl ?? '',
    phone: profile.phone ?? '',
    profileImage: profile.profileImage ?? '',
    mentorCapacity: profile.mentorCapacity === null ? '' : String(profile.mentorCapacity),
    isMentor: profile.isMentor,
    seekingMentor: profile.seekingMentor,
    hideFromDirectory: profile.hideFromDirectory,
  };
}

/**
 * /members/profile (spec §2, §4): edit mode for an approved member, create mode for an account
 * without a profile. In the page's script; the fields open with the values as stored.
 */
export default async function ProfilePage() {
  const { user, member } = await requireProfileEditor();
  const profile = member ? await readOwnProfile(user.id) : null;
  const [{ now }, { script, t, href }] = await Promise.all([getRequestContext(), pageScript()]);
  const form: ProfileFormPage = {
    script,
    texts: textTableIn(script, PROFILE_FORM_TEXTS),
    memberTypes: labelsIn(t, MEMBER_TYPE_OPTIONS),
    typeFields: memberTypeFieldsTextsIn(t),
    messages: formMessagesIn(script, memberProfileSchema),
  };

  if (!profile) {
    const initial: ProfileFormValues = { ...EMPTY_VALUES, fullName: user.fullName ?? '', email: user.email };
    return (
      <div className="grid gap-6">
        <header className="grid gap-1">
          <h1 className="text-3xl font-bold">{t('Kreirajte profil')}</h1>
          <p className="text-muted-foreground">
            {t(
              'Popunite profil da biste se pridružili platformi. Tim će ga pregledati pre nego što postane vidljiv drugim članovima.',
            )}
          </p>
        </header>
        <ProfileForm mode="create" initial={initial} {...form} />
      </div>
    );
  }

  return (
    <div className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="text-3xl font-bold">{t('Moj profil')}</h1>
        <p className="text-muted-foreground">
          {t('Ovako vas vide drugi članovi u direktorijumu i na listama mentorstva.')}
        </p>
      </header>
      <ProfileForm
        mode="edit"
        initial={formValues(profile)}
        pendingEmail={
          profile.pendingEmailExpiresAt && profile.pendingEmailExpiresAt > now ? profile.pendingEmail : null
        }
        {...form}
      />
      <Card className="grid gap-3">
        <h2 className="text-lg font-semibold">{t('Obaveštenja')}</h2>
        <p className="text-sm text-muted-foreground">{t('Izaberite koje emailove želite da dobijate od platforme.')}</p>
        <NotificationSettingsForm
          script={script}
          texts={textTableIn(script, NOTIFICATION_SETTINGS_TEXTS)}
          initial={{
            digestEmails: profile.digestEmails,
            mentorshipEmails: profile.mentorshipEmails,
            newsletterEmails: profile.newsletterEmails,
            script: profile.script,
          }}
        />
      </Card>
      <Card className="grid gap-3">
        <h2 className="text-lg font-semibold">{t('Vaši podaci')}</h2>
        <p className="text-sm text-muted-foreground">
          {t('Preuzmite sve što čuvamo o vama: profil, oglase, poruke, veze mentorstva i poene (JSON).')}
        </p>
        <a
          href={href('/members/profile/export')}
          download
          className={buttonVariants({ variant: 'outline', className: 'justify-self-start' })}
        >
          <DownloadIcon aria-hidden />
          {t('Preuzmi moje podatke')}
        </a>
      </Card>
      <Card className="grid gap-3 border-destructive/40">
        <h2 className="text-lg font-semibold text-destructive">{t('Brisanje naloga')}</h2>
        <p className="text-sm text-muted-foreground">
          {t(
            'Brisanjem naloga trajno uklanjamo vaš profil, oglase, sve poruke koje ste poslali ili primili, veze mentorstva i poene. Ova radnja se ne može poništiti.',
          )}
        </p>
        <DeleteAccountForm script={script} texts={textTableIn(script, DELETE_ACCOUNT_TEXTS)} />
      </Card>
    </div>
  );
}
