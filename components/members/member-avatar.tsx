import { clsx } from 'clsx';
import Image from 'next/image';

import type { Script } from '@/lib/i18n/script';

/**
 * The picture's name before the member's, written out per script: the avatar also renders in
 * client components, where no conversion code goes (tests/unit/member-avatar.test.ts checks it).
 */
export const PICTURE_OF: Record<Script, string> = { lat: 'Slika', cir: 'Слика' };

/** Up to two initials of a name, for members without a picture. */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

/** A member's round picture (resized by next/image), or their initials. */
export function MemberAvatar({
  name,
  src,
  size = 56,
  className,
  script = 'lat',
}: {
  /** As the page shows it (in its script). */
  name: string;
  src: string | null;
  size?: number;
  className?: string;
  /** The page's script, for the picture's alt text. */
  script?: Script;
}) {
  if (src) {
    return (
      <Image
        src={src}
        alt={`${PICTURE_OF[script]}: ${name}`}
        width={size}
        height={size}
        className={clsx('shrink-0 rounded-full object-cover', className)}
        style={{ width: size, height: size }}
      />
    );
  }
  return (
    <span
      aria-hidden
      className={clsx(
        'inline-flex shrink-0 items-center justify-center rounded-full bg-primary/15 font-semibold text-primary-ink',
        className,
      )}
      style={{ width: size, height: size, fontSize: size / 2.8 }}
    >
      {initialsOf(name)}
    </span>
  );
}
