'use server';

import { requestContext } from '@/lib/actions/context';
import { submitEventRegistration } from '@/lib/actions/public-forms';
import type { ActionState } from '@/lib/actions/result';

/** Event registration (spec public-site §2 /prijava-dogadjaj, §5 Event registration). */
export async function sendEventRegistration(_previous: ActionState, formData: FormData): Promise<ActionState> {
  return submitEventRegistration(formData, requestContext);
}
