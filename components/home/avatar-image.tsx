'use client';

import Image from 'next/image';
import { useState } from 'react';

interface AvatarImageProps {
  src: string;
  fallbackSrc: string;
  alt: string;
  size: number;
}

/** A round portrait that swaps to a neutral placeholder when its image fails to load. */
export function AvatarImage({ src, fallbackSrc, alt, size }: AvatarImageProps) {
  const [failed, setFailed] = useState(false);
  return (
    <Image
      src={failed ? fallbackSrc : src}
      alt={alt}
      width={size}
      height={size}
      onError={() => setFailed(true)}
      className="rounded-full object-cover"
    />
  );
}
