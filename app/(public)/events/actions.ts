'use server';

import { requestContext } from '@/lib/actions/context';
import { submitEventSuggestion } from '@/lib/actions/public-forms';
import type { ActionState } from '@/lib/actions/result';

/** Suggest-event dialog (spec public-site §5 Suggest event); stored as pending for admins. */
export async function sendEventSuggestion(_previous: ActionState, formData: FormData): Promise<ActionState> {
  return submitEventSuggestion(formData, requestContext);
}
