'use server';

import { requestContext } from '@/lib/actions/context';
import { submitContactMessage } from '@/lib/actions/public-forms';
import type { ActionState } from '@/lib/actions/result';

/** Contact form (spec public-site §5 Contact). */
export async function sendContactMessage(_previous: ActionState, formData: FormData): Promise<ActionState> {
  return submitContactMessage(formData, requestContext);
}
