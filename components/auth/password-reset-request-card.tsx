import { ArrowLeftIcon } from '@/components/ui/icons';
import { NavigationButton } from '@/components/site/navigation-button';
import { Card } from '@/components/ui/card';
import { RESET_MESSAGES, RESET_PATHS, type ResetArea } from '@/lib/validation/password-reset';

import { PasswordResetRequestForm } from './password-reset-forms';

/** /auth/zaboravljena-lozinka and /members/auth/zaboravljena-lozinka: the address, then the one answer. */
export function PasswordResetRequestCard({ area }: { area: ResetArea }) {
  return (
    <div className="grid gap-6">
      <NavigationButton href={RESET_PATHS[area].signIn} variant="ghost" className="justify-self-start">
        <ArrowLeftIcon aria-hidden />
        Nazad na prijavu
      </NavigationButton>
      <Card className="grid gap-6">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold">{RESET_MESSAGES.requestTitle}</h1>
          <p className="text-sm text-muted-foreground">{RESET_MESSAGES.requestIntro}</p>
        </div>
        <PasswordResetRequestForm area={area} />
      </Card>
    </div>
  );
}
