'use server';

import { submitEventRegistration } from '@/lib/actions/public-forms';

/** Event registration (spec public-site §2 /prijava-dogadjaj, §5 Event registration). */
export const sendEventRegistration = submitEventRegistration;
