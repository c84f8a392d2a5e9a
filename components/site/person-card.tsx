import type { ReactNode } from 'react';

import type { ResolvedImage } from '@/lib/content/resolve';

import { CoverCard } from './cover-card';

interface PersonCardProps {
  name: string;
  role: string;
  bio: string;
  image: ResolvedImage;
  /** Links or tags under the bio. */
  children?: ReactNode;
}

/** A person (team member, mentor): portrait, name as h3, role and a short bio. */
export function PersonCard({ name, role, bio, image, children }: PersonCardProps) {
  return (
    <CoverCard
      cover={{ ...image, width: 400, height: 400 }}
      sizes="(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 100vw"
      aspect="aspect-[4/3]"
    >
      <h3 className="text-xl font-bold">{name}</h3>
      <p className="mt-1 font-medium text-primary">{role}</p>
      <p className="mt-3 text-muted-foreground">{bio}</p>
      {children && <div className="mt-auto pt-5">{children}</div>}
    </CoverCard>
  );
}
