/**
 * `next/image` props for a page's main (LCP) image: fetched at once and first, and decoded with the
 * frame it arrives for. (With Next's default async decoding the browser may paint the text first
 * and the image frames later, and the page's LCP waits for whatever ran in between.)
 */
export const LCP_IMAGE_PROPS = { loading: 'eager', fetchPriority: 'high', decoding: 'sync' } as const;
