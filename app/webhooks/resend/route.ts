import { getRequestContext } from '@/lib/auth';
import { getEnv } from '@/lib/env';
import { handleResendWebhook } from '@/lib/newsletter/resend-webhook';

/** Resend's bounce and complaint events (lib/newsletter/resend-webhook.ts). */
export async function POST(request: Request): Promise<Response> {
  return handleResendWebhook(request, { ...(await getRequestContext()), secret: getEnv().RESEND_WEBHOOK_SECRET });
}
