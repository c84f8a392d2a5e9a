import { redirect } from 'next/navigation';
import type { NextRequest } from 'next/server';

import { getRequestContext } from '@/lib/auth';
import { finishGoogleSignIn } from '@/lib/auth/google';

/** Google's answer: the session is started, then on to where the member's standing leads. */
export async function GET(request: NextRequest): Promise<never> {
  redirect(await finishGoogleSignIn(await getRequestContext(), request.nextUrl.searchParams));
}
