import { clsx } from 'clsx';
import Image from 'next/image';

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
}: {
  name: string;
  src: string | null;
  size?: number;
  className?: string;
}) {
  if (src) {
    return (
      <Image
        src={src}
        alt={`Slika: ${name}`}
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
