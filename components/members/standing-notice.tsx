import type { ReactNode } from 'react';

import { SignOutButton } from '@/components/auth/sign-out-button';
import { Card } from '@/components/ui/card';
import type { IconComponent } from '@/components/ui/icons';

interface StandingNoticeProps {
  icon: IconComponent;
  /** The page's h1. */
  title: string;
  /** The sentence under it. */
  lead: ReactNode;
  /** What the member can do next, or why. */
  children: ReactNode;
  /** Links before 'Odjavi se', which every such screen ends with. */
  actions: ReactNode;
}

/** The screen of a member kept out of the platform (rejected, suspended): what happened, what next, sign out. */
export function StandingNotice({ icon: Icon, title, lead, children, actions }: StandingNoticeProps) {
  return (
    <Card className="grid gap-6">
      <div className="grid gap-2 text-center">
        <Icon className="mx-auto size-12 text-destructive" aria-hidden />
        <h1 className="text-2xl font-bold">{title}</h1>
        <p className="text-muted-foreground">{lead}</p>
      </div>
      {children}
      <div className="flex flex-wrap justify-center gap-3">
        {actions}
        <SignOutButton next="/" />
      </div>
    </Card>
  );
}
