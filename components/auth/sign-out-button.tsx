import { pageScript } from '@/lib/i18n/page-script';
import { textTableIn } from '@/lib/i18n/texts';

import { SIGN_OUT_TEXTS } from './auth-texts';
import { SignOutForm, type SignOutVariant } from './sign-out-form';

/** 'Odjavi se' in the page's script; `next` is a site path, which the action leads to in that script. */
export async function SignOutButton({ next = '/', variant = 'outline' }: { next?: string; variant?: SignOutVariant }) {
  const { script } = await pageScript();
  return <SignOutForm next={next} variant={variant} script={script} texts={textTableIn(script, SIGN_OUT_TEXTS)} />;
}
