'use server';

import { requestContext } from '@/lib/actions/context';
import { submitJoinApplication } from '@/lib/actions/public-forms';
import type { ActionState } from '@/lib/actions/result';

/** Join form (spec public-site §5 Join). */
export async function sendJoinApplication(_previous: ActionState, formData: FormData): Promise<ActionState> {
  return submitJoinApplication(formData, requestContext);
}
