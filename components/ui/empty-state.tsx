import type { ReactNode } from 'react';

import type { IconComponent } from './icons';

interface EmptyStateProps {
  icon: IconComponent;
  /** Omitted when one line says it all. */
  title?: string;
  description?: string;
  /** Heading level of the title. */
  headingLevel?: 1 | 2;
  children?: ReactNode;
}

/** A dashed box explaining why a list is empty and what to do next (blog, members' lists). */
export function EmptyState({ icon: Icon, title, description, headingLevel = 2, children }: EmptyStateProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className="rounded-2xl border border-dashed p-10 text-center">
      <Icon className="mx-auto size-10 text-primary" aria-hidden />
      {title ? <Heading className="mt-4 text-2xl font-bold">{title}</Heading> : null}
      {description && <p className="mx-auto mt-2 max-w-md text-muted-foreground">{description}</p>}
      {children && <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div>}
    </div>
  );
}
