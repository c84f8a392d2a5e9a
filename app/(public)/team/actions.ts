'use server';

import { requestContext } from '@/lib/actions/context';
import { submitTeamApplication } from '@/lib/actions/public-forms';
import type { ActionState } from '@/lib/actions/result';

/** Team or mentor application (spec public-site §5 Team application). */
export async function sendTeamApplication(_previous: ActionState, formData: FormData): Promise<ActionState> {
  return submitTeamApplication(formData, requestContext);
}
