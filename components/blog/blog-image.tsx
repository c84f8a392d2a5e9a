import Image from 'next/image';

import { LCP_IMAGE_PROPS } from '@/components/ui/lcp-image';
import { DEFAULT_IMAGE } from '@/lib/content/resolve';
import { cn } from '@/lib/utils';

interface BlogImageProps {
  src: string | null;
  alt: string | null;
  /** Layout width hint for responsive loading. */
  sizes: string;
  /** The page's main (LCP) image (LCP_IMAGE_PROPS). */
  priority?: boolean;
  className?: string;
}

/**
 * A post image filling its (positioned, sized) parent. Our own files go through the image
 * optimiser; a stored URL on another host (an upload in Supabase Storage) is shown as it is, so a
 * deployment never has to list its storage host in next.config before posts show their images.
 */
export function BlogImage({ src, alt, sizes, priority = false, className }: BlogImageProps) {
  const url = src || DEFAULT_IMAGE;
  return (
    <Image
      src={url}
      alt={src ? (alt ?? '') : ''}
      fill
      sizes={sizes}
      {...(priority ? LCP_IMAGE_PROPS : { loading: 'lazy' })}
      unoptimized={!url.startsWith('/')}
      className={cn('object-cover', className)}
    />
  );
}
