'use server';

import { submitJoinApplication } from '@/lib/actions/public-forms';

/** Join application (spec public-site §5 Join). */
export const sendJoinApplication = submitJoinApplication;
