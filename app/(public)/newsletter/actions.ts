'use server';

import { redirect } from 'next/navigation';

import { requestContext } from '@/lib/actions/context';
import { confirmNewsletter, submitNewsletterSignup, unsubscribeNewsletter } from '@/lib/actions/public-forms';
import type { ActionState } from '@/lib/actions/result';

/** Where a card was submitted, for the subscriber list (a short path, nothing else). */
function sourceOf(formData: FormData): string | undefined {
  const value = formData.get('source');
  return typeof value === 'string' && /^\/[a-z0-9/-]{0,60}$/.test(value) ? value : undefined;
}

/** Newsletter card, local mode: stored with double opt-in. */
export async function subscribeNewsletter(_previous: ActionState, formData: FormData): Promise<ActionState> {
  return submitNewsletterSignup(formData, requestContext, sourceOf(formData));
}

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
