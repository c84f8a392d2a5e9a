import { SENDING_LABEL } from '@/lib/validation/messages';
import { NOTIFICATION_MESSAGES } from '@/lib/validation/members';

/**
 * What `NotificationSettingsForm` shows, typed in Latin: the profile page hands it over in its
 * script (`textTableIn`). The scripts' own names are not here: each is written in its own script.
 */
export const NOTIFICATION_SETTINGS_TEXTS = {
  form: 'Podešavanja obaveštenja',
  options: {
    digestEmails: {
      label: 'Dnevni pregled nepročitanih poruka',
      description: 'Najviše jednom dnevno, samo kada imate nepročitane poruke starije od sat vremena.',
    },
    mentorshipEmails: {
      label: 'Emailovi o mentorstvu',
      description: 'Novi zahtev za mentorstvo, prihvaćen zahtev i zatvorena mentorska veza.',
    },
    newsletterEmails: {
      label: 'Newsletter',
      description: 'Brojevi newslettera zajednice: novosti, događaji i tekstovi sa bloga. Odjava je i u svakom broju.',
    },
  },
  script: 'Pismo',
  scriptDescription: 'Na kom pismu vidite platformu kada se prijavite i na kom vam stižu emailovi.',
  save: 'Sačuvaj podešavanja',
  sending: SENDING_LABEL,
  saveFailed: NOTIFICATION_MESSAGES.saveFailed,
};

export type NotificationSettingsTexts = typeof NOTIFICATION_SETTINGS_TEXTS;
