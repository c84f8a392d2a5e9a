import { redirect } from 'next/navigation';

import { getRequestContext } from '@/lib/auth';
import { startGoogleSignIn } from '@/lib/auth/google';

/** 'Nastavi sa Google-om': off to Google (or back to the sign-in page when it is not configured). */
export async function GET(): Promise<never> {
  redirect(await startGoogleSignIn(await getRequestContext()));
}
