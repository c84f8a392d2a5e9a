import { eventSuggestionSchema } from '@/lib/validation/event-suggestion';
import { FIELD_LABELS, FORM_MESSAGES } from '@/lib/validation/messages';

import { publicFormProps } from './public-form-props';
import { SuggestEventForm } from './suggest-event-form';

/** The suggest-event dialog's texts, typed in Latin ('Lu.ma' is written in Cyrillic as its messages are). */
const SUGGEST_EVENT_TEXTS = {
  trigger: 'Predloži događaj',
  title: 'Predloži događaj',
  description: 'Znaš za događaj koji bi zanimao našu zajednicu? Pošalji nam ga i pogledaćemo ga.',
  form: 'Predlog događaja',
  where: 'Gde je događaj objavljen?',
  types: { luma: 'Lu.ma', external: 'Drugi sajt' },
  name: FIELD_LABELS.fullName as string,
  lumaUrl: 'Lu.ma URL',
  eventUrl: 'URL stranice događaja',
  eventName: 'Naziv događaja',
  location: 'Lokacija',
  locationPlaceholder: 'Grad ili online',
  address: 'Adresa',
  host: 'Organizator',
  datetime: 'Datum i vreme',
  datetimePlaceholder: 'npr. 12. maj u 18:00',
  eventDescription: 'Opis događaja',
  notes: 'Dodatne napomene',
  send: 'Pošalji predlog',
  fallback: FORM_MESSAGES.suggestFailed as string,
};

export type SuggestEventTexts = typeof SUGGEST_EVENT_TEXTS;

export interface SuggestEventDialogProps {
  triggerLabel?: string;
  className?: string;
}

/** The suggest-event dialog of /events (spec public-site §2, §5), in the page's script. */
export async function SuggestEventDialog({ triggerLabel, className }: SuggestEventDialogProps) {
  const { texts, page } = await publicFormProps(SUGGEST_EVENT_TEXTS, eventSuggestionSchema);
  return (
    <SuggestEventForm texts={texts} page={page} triggerLabel={triggerLabel ?? texts.trigger} className={className} />
  );
}
