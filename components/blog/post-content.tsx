import { cn } from '@/lib/utils';

/**
 * Typography for rendered post HTML (the typography plugin is not installed; these child selectors
 * cover exactly the allow-listed elements).
 */
const PROSE = [
  'text-[1.0625rem] leading-8 text-foreground/90',
  '[&>*:first-child]:mt-0',
  '[&_p]:mt-5',
  '[&_h1]:mt-12 [&_h1]:text-3xl [&_h1]:font-black [&_h1]:tracking-tight [&_h1]:text-foreground',
  '[&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-foreground',
  '[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-bold [&_h3]:text-foreground',
  '[&_h4]:mt-6 [&_h4]:text-lg [&_h4]:font-semibold [&_h5]:mt-6 [&_h5]:font-semibold [&_h6]:mt-6 [&_h6]:font-semibold',
  '[&_ul]:mt-5 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:mt-5 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6',
  '[&_li]:pl-1 [&_li>p]:mt-0 [&_li::marker]:text-primary',
  '[&_blockquote]:mt-6 [&_blockquote]:rounded-r-xl [&_blockquote]:border-l-4 [&_blockquote]:border-primary [&_blockquote]:bg-muted/60 [&_blockquote]:px-5 [&_blockquote]:py-3 [&_blockquote]:italic [&_blockquote>p:first-child]:mt-0',
  '[&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 hover:[&_a]:decoration-2',
  '[&_strong]:font-semibold [&_strong]:text-foreground',
  '[&_code]:rounded-md [&_code]:bg-muted [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-[0.9em]',
  '[&_pre]:mt-6 [&_pre]:overflow-x-auto [&_pre]:rounded-xl [&_pre]:bg-muted [&_pre]:p-4 [&_pre]:text-sm [&_pre]:leading-6 [&_pre_code]:bg-transparent [&_pre_code]:p-0',
  '[&_img]:mt-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl',
].join(' ');

/** A post's body. `html` must come from `renderBlogContent`, which sanitises with the allow-list. */
export function PostContent({ html, className }: { html: string; className?: string }) {
  return <div data-slot="post-content" className={cn(PROSE, className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
