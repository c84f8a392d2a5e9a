'use server';

/**
 * Server entry points of the public forms (spec public-site §5). Components import them from
 * here, never from `app/`; the definitions live in ./public-forms.ts.
 */

import { requestContext } from '@/lib/auth/context';
import { unsubscribeNewsletterByLink } from './newsletter-unsubscribe';
import * as forms from './public-forms';
import { redirectInFormScript } from './define';

// One name per form, the definitions' own: a 'use server' module may export only its actions, so
// the definitions (and their helpers) live in ./public-forms.ts and are handed on here.
export const submitContactMessage = forms.submitContactMessage;
export const submitJoinApplication = forms.submitJoinApplication;
export const submitTeamApplication = forms.submitTeamApplication;
export const submitEventSuggestion = forms.submitEventSuggestion;
export const submitEventRegistration = forms.submitEventRegistration;
/** Newsletter card, local mode: stored with double opt-in. */
export const submitNewsletterSignup = forms.submitNewsletterSignup;

function tokenOf(formData: FormData): string {
  const value = formData.get('token');
  return typeof value === 'string' ? value : '';
}

/** The button on /newsletter/potvrda: a POST, so mail scanners that open links confirm nothing. */
export async function confirmNewsletterAction(_previous: null, formData: FormData): Promise<null> {
  const outcome = await forms.confirmNewsletter(tokenOf(formData), requestContext);
  redirectInFormScript(formData, `/newsletter/potvrda?status=${outcome === 'ok' ? 'potvrdjeno' : 'nevazece'}`);
}

const UNSUBSCRIBE_STATUS = { ok: 'odjavljeno', invalid: 'nevazece', limited: 'previse' } as const;

/** The button on /newsletter/odjava: a sent issue's signed link or a subscriber's own token. */
export async function unsubscribeNewsletterAction(_previous: null, formData: FormData): Promise<null> {
  const outcome = await unsubscribeNewsletterByLink(tokenOf(formData), requestContext);
  redirectInFormScript(formData, `/newsletter/odjava?status=${UNSUBSCRIBE_STATUS[outcome]}`);
}
