import { cn } from '@/lib/utils';

interface TextBlocksProps {
  /** Plain text from content_sections; a blank line starts a new paragraph. */
  text: string;
  className?: string;
}

/** Editable page text as paragraphs (no HTML from the database is ever rendered). */
export function TextBlocks({ text, className }: TextBlocksProps) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  if (paragraphs.length === 0) return null;
  return (
    <div className={cn('space-y-4', className)}>
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}
