'use server';

/**
 * Server entry points of the public forms (spec public-site §5). Components import them from
 * here, never from `app/`; the definitions live in ./public-forms.ts.
 */
import { redirect } from 'next/navigation';

import { requestContext } from '@/lib/auth/context';
import {
  confirmNewsletter,
  submitContactMessage,
  submitEventRegistration,
  submitEventSuggestion,
  submitJoinApplication,
  submitNewsletterSignup,
  submitTeamApplication,
  unsubscribeNewsletter,
} from './public-forms';

export const sendContactMessage = submitContactMessage;
export const sendJoinApplication = submitJoinApplication;
export const sendTeamApplication = submitTeamApplication;
export const sendEventSuggestion = submitEventSuggestion;
export const sendEventRegistration = submitEventRegistration;
/** Newsletter card, local mode: stored with double opt-in. */
export const subscribeNewsletter = submitNewsletterSignup;

function tokenOf(formData: FormData): string {
  const value = formData.get('token');
  return typeof value === 'string' ? value : '';
}

/** The button on /newsletter/potvrda: a POST, so mail scanners that open links confirm nothing. */
export async function confirmNewsletterAction(_previous: null, formData: FormData): Promise<null> {
  const outcome = await confirmNewsletter(tokenOf(formData), requestContext);
  redirect(`/newsletter/potvrda?status=${outcome === 'ok' ? 'potvrdjeno' : 'nevazece'}`);
}

/** The button on /newsletter/odjava. */
export async function unsubscribeNewsletterAction(_previous: null, formData: FormData): Promise<null> {
  const outcome = await unsubscribeNewsletter(tokenOf(formData), requestContext);
  redirect(`/newsletter/odjava?status=${outcome === 'ok' ? 'odjavljeno' : 'nevazece'}`);
}
