'use server';

import { submitContactMessage } from '@/lib/actions/public-forms';

/** Contact form (spec public-site §5 Contact). */
export const sendContactMessage = submitContactMessage;
