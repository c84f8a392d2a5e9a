import { NavigationButton } from '@/components/site/navigation-button';
import { pageScript } from '@/lib/i18n/page-script';

/**
 * The spec's continue-with-Google button: it leads to the server route that starts Google's
 * sign-in, by a full navigation (a route handler that redirects, never the client router), and
 * works without JavaScript as a GET form. The route stays at its one address in both scripts:
 * Google's flow and its cookie are bound to it.
 */
export async function GoogleSignInButton() {
  const { t } = await pageScript();
  return (
    <div className="grid gap-3">
      <div className="flex items-center gap-3 text-xs text-muted-foreground" aria-hidden>
        <span className="h-px flex-1 bg-border" />
        {t('ili')}
        <span className="h-px flex-1 bg-border" />
      </div>
      <NavigationButton href="/members/auth/google" variant="outline" className="w-full">
        <svg viewBox="0 0 24 24" aria-hidden focusable="false">
          <path
            fill="#4285F4"
            d="M22.56 12.25c0-.78-.07-1.53-.2-2.25H12v4.26h5.92a5.06 5.06 0 0 1-2.2 3.32v2.76h3.56c2.08-1.92 3.28-4.74 3.28-8.09Z"
          />
          <path
            fill="#34A853"
            d="M12 23c2.97 0 5.46-.98 7.28-2.66l-3.56-2.76c-.98.66-2.23 1.06-3.72 1.06-2.86 0-5.29-1.93-6.16-4.53H2.18v2.84A11 11 0 0 0 12 23Z"
          />
          <path
            fill="#FBBC05"
            d="M5.84 14.1A6.6 6.6 0 0 1 5.5 12c0-.73.13-1.44.34-2.1V7.06H2.18A11 11 0 0 0 1 12c0 1.78.43 3.46 1.18 4.94l3.66-2.84Z"
          />
          <path
            fill="#EA4335"
            d="M12 5.38c1.62 0 3.06.56 4.21 1.64l3.15-3.15A10.94 10.94 0 0 0 12 1 11 11 0 0 0 2.18 7.06l3.66 2.84C6.71 7.3 9.14 5.38 12 5.38Z"
          />
        </svg>
        {t('Nastavi sa -{Google}--om')}
      </NavigationButton>
    </div>
  );
}
