import { type IconComponent } from '@/components/ui/icons';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';

interface IconCardProps {
  icon: IconComponent;
  title: string;
  description: string;
  /** The card's heading level, following the section's h2. */
  headingLevel?: 'h3' | 'h4';
  className?: string;
}

/** A card with an icon badge, a short heading and a sentence or two. */
export function IconCard({ icon: Icon, title, description, headingLevel: Heading = 'h3', className }: IconCardProps) {
  return (
    <Card className={cn('h-full', className)}>
      <span className="inline-flex size-11 items-center justify-center rounded-xl bg-primary/10 text-primary">
        <Icon className="size-5" aria-hidden />
      </span>
      <Heading className="mt-4 text-lg font-bold">{title}</Heading>
      <p className="mt-2 text-muted-foreground">{description}</p>
    </Card>
  );
}
