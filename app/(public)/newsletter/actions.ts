'use server';

import { redirect } from 'next/navigation';

import { requestContext } from '@/lib/actions/context';
import { confirmNewsletter, submitNewsletterSignup, unsubscribeNewsletter } from '@/lib/actions/public-forms';

/** Newsletter card, local mode: stored with double opt-in. */
export const subscribeNewsletter = submitNewsletterSignup;

function tokenOf(formData: FormData): string {
  const value = formData.get('token');
  return typeof value === 'string' ? value : '';
}

/** The button on /newsletter/potvrda: a POST, so mail scanners that open links confirm nothing. */
export async function confirmNewsletterAction(formData: FormData): Promise<void> {
  const outcome = await confirmNewsletter(tokenOf(formData), requestContext);
  redirect(`/newsletter/potvrda?status=${outcome === 'ok' ? 'potvrdjeno' : 'nevazece'}`);
}

/** The button on /newsletter/odjava. */
export async function unsubscribeNewsletterAction(formData: FormData): Promise<void> {
  const outcome = await unsubscribeNewsletter(tokenOf(formData), requestContext);
  redirect(`/newsletter/odjava?status=${outcome === 'ok' ? 'odjavljeno' : 'nevazece'}`);
}
