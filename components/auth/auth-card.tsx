import type { ReactNode } from 'react';

import { ArrowLeftIcon } from '@/components/ui/icons';
import { NavigationButton } from '@/components/site/navigation-button';
import { Card } from '@/components/ui/card';

interface AuthCardProps {
  /** The page's only h1. */
  title: string;
  /** The lead line under the title. */
  intro?: ReactNode;
  /** A way back above the card ('Nazad na početnu', 'Nazad na prijavu'). */
  back?: { href: string; label: string };
  children: ReactNode;
}

/**
 * A page of the sign-in areas (sign-in, password reset and change): the card under its h1 and lead
 * line, with the way back above it where there is one.
 */
export function AuthCard({ title, intro, back, children }: AuthCardProps) {
  const card = (
    <Card className="grid gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold">{title}</h1>
        {intro ? <p className="text-sm text-muted-foreground">{intro}</p> : null}
      </div>
      {children}
    </Card>
  );
  if (!back) return card;
  return (
    <div className="grid gap-6">
      <NavigationButton href={back.href} variant="ghost" className="justify-self-start">
        <ArrowLeftIcon aria-hidden />
        {back.label}
      </NavigationButton>
      {card}
    </div>
  );
}
