import Image, { type ImageProps } from 'next/image';

import type { ResolvedImage } from '@/lib/content/resolve';

/** A site image (from site_media) with the intrinsic size the page lays it out at. */
export type SizedImage = ResolvedImage & { width: number; height: number };

type SiteImageProps = Omit<ImageProps, 'src' | 'alt' | 'width' | 'height'> & { image: SizedImage };

/** A site image through `next/image`: its stored URL and alt text at the page's size. */
export function SiteImage({ image, ...props }: SiteImageProps) {
  return <Image src={image.url} alt={image.alt} width={image.width} height={image.height} {...props} />;
}
