'use server';

import { submitTeamApplication } from '@/lib/actions/public-forms';

/** Team or mentor application (spec public-site §5). */
export const sendTeamApplication = submitTeamApplication;
