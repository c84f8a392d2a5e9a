import { PROFILE_EMAIL_MESSAGES } from '@/lib/members/profile-email';
import { SENDING_LABEL, TOAST_ERROR_TITLE } from '@/lib/validation/messages';
import { MEMBER_MESSAGES } from '@/lib/validation/members';

/**
 * What `ProfileForm` shows, typed in Latin: the profile page hands it over in its script
 * (`textTableIn`), so the form carries no conversion code. An address goes where `{0}` is
 * (`fillIn`). The choices are apart (`ProfileFormPage`): only their labels are converted.
 */
export const PROFILE_FORM_TEXTS = {
  form: { create: 'Kreiranje profila', edit: 'Uređivanje profila' },
  submit: { create: 'Kreiraj profil', edit: 'Sačuvaj profil' },
  sending: SENDING_LABEL,
  errorTitle: TOAST_ERROR_TITLE,
  saveFailed: MEMBER_MESSAGES.profileSaveFailed,
  saveNeeds: 'Popunite ime, email i tip člana da biste sačuvali profil.',
  pendingEmail: PROFILE_EMAIL_MESSAGES.pendingNotice('{0}'),
  sections: {
    basics: 'Osnovni podaci',
    membership: 'Tip članstva',
    activities: 'Aktivnosti i ciljevi',
    mentorship: 'Mentorstvo i vidljivost',
    contact: 'Kontakt i linkovi',
  },
  profileImage: { label: 'Profilna slika', hint: 'Preporučena veličina: 400x400 px (JPG, PNG ili WebP, najviše 5MB).' },
  fullName: 'Ime i prezime',
  email: 'Email',
  bio: 'Biografija',
  memberType: { label: 'Tip člana', placeholder: 'Izaberite tip člana' },
  whatTheyDo: 'Čime se bavite',
  whatTheyOffer: 'Šta nudite zajednici',
  whatTheySeek: 'Šta tražite',
  isMentor: {
    label: 'Ja sam mentor',
    description: 'Pojavljujete se na listi mentora i članovi vam mogu poslati zahtev.',
  },
  mentorCapacity: { label: 'Koliko mentija možete da primite', hint: 'Ostavite prazno ako nemate ograničenje.' },
  seekingMentor: {
    label: 'Tražim mentora',
    description: 'Možete slati zahteve mentorima i pojavljujete se na listi „Traže mentora”.',
  },
  hideFromDirectory: {
    label: 'Sakrij me iz direktorijuma',
    description: 'Drugi članovi vas neće videti u direktorijumu ni na listama mentorstva.',
  },
  linkedinUrl: '-{LinkedIn}-',
  websiteUrl: 'Veb sajt',
  phone: 'Telefon',
};

export type ProfileFormTexts = typeof PROFILE_FORM_TEXTS;
