import { EVENT_MESSAGES } from '@/lib/validation/admin-events';

import { ADMIN_FORM_TEXTS } from '../admin-texts';

/**
 * The 'Događaji' tab's words, typed in Latin: `EventsTab` converts them on the server for a page in
 * Cyrillic and hands them to its client components (the add form, the cards and their fields).
 */
export const EVENT_TAB_TEXTS = {
  fields: {
    title: 'Naslov',
    summary: 'Sažetak',
    description: 'Opis',
    date: 'Datum i vreme',
    dateHint: 'Po beogradskom vremenu.',
    location: 'Lokacija',
    maxParticipants: 'Maksimalan broj učesnika',
    maxParticipantsHint: 'Prazno znači bez ograničenja.',
    registrationUrl: 'Link za registraciju',
    image: 'Slika događaja',
    imageHint: EVENT_MESSAGES.imageHint,
    featured: 'Istaknut događaj',
    active: 'Aktivan (vidljiv na sajtu)',
  },
  create: {
    heading: 'Novi događaj',
    open: 'Dodaj događaj',
    close: 'Zatvori formu',
    submit: 'Kreiraj događaj',
    creating: ADMIN_FORM_TEXTS.creating,
    failed: EVENT_MESSAGES.createFailed,
  },
  card: {
    active: 'Aktivan',
    inactive: 'Neaktivan',
    featured: 'Istaknut',
    fromProposal: 'Iz predloga',
    delete: ADMIN_FORM_TEXTS.delete,
    confirmTitle: 'Obrisati događaj?',
    confirmDelete: 'Obriši i obavesti',
    registrations: 'Prijave',
    csv: 'Preuzmi CSV',
    noRegistrations: 'Još nema prijava.',
    viewRegistrations: 'Pogledaj prijave',
    loadFailed: EVENT_MESSAGES.loadFailed,
    saveFailed: EVENT_MESSAGES.saveFailed,
    deleteFailed: EVENT_MESSAGES.deleteFailed,
  },
};

export type EventTabTexts = typeof EVENT_TAB_TEXTS;
