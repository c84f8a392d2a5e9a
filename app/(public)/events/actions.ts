'use server';

import { submitEventSuggestion } from '@/lib/actions/public-forms';

/** Event suggestion (spec public-site §5). */
export const sendEventSuggestion = submitEventSuggestion;
