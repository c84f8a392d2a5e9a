import { type IconComponent } from '@/components/ui/icons';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';

/** A card's icon in its tinted square (icon cards, the team page's two cards). */
export function IconBadge({ icon: Icon }: { icon: IconComponent }) {
  return (
    <span className="inline-flex size-11 items-center justify-center rounded-xl bg-primary/10 text-primary">
      <Icon className="size-5" aria-hidden />
    </span>
  );
}

interface IconCardProps {
  icon: IconComponent;
  title: string;
  description: string;
  /** The card's heading level, following the section's h2. */
  headingLevel?: 'h3' | 'h4';
  className?: string;
}

/** A card with an icon badge, a short heading and a sentence or two. */
export function IconCard({ icon, title, description, headingLevel: Heading = 'h3', className }: IconCardProps) {
  return (
    <Card className={cn('h-full', className)}>
      <IconBadge icon={icon} />
      <Heading className="mt-4 text-lg font-bold">{title}</Heading>
      <p className="mt-2 text-muted-foreground">{description}</p>
    </Card>
  );
}

interface IconCardListProps<Id extends string> {
  items: readonly { id: Id; title: string; description: string }[];
  /** Each item's icon, by its id. */
  icons: Record<Id, IconComponent>;
  /** Numbered (`<ol>`) where the order is the point (the community's rules). */
  ordered?: boolean;
  /** The grid's columns and its distance from the heading. */
  className: string;
}

/** A grid of icon cards (a page's pillars, benefits, formats, rules), one list item each. */
export function IconCardList<Id extends string>({ items, icons, ordered, className }: IconCardListProps<Id>) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className={cn('grid gap-6', className)}>
      {items.map((item) => (
        <li key={item.id}>
          <IconCard icon={icons[item.id]} title={item.title} description={item.description} />
        </li>
      ))}
    </List>
  );
}
