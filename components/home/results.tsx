import { SectionHeading } from '@/components/site/section-heading';
import { Card } from '@/components/ui/card';
import type { SectionText } from '@/lib/content/resolve';
import { HOME_STATS } from '@/lib/content/pages/home';

export function Results({ text }: { text: SectionText }) {
  return (
    <section aria-labelledby="results-title" className="page-section">
      <SectionHeading id="results-title" title={text.title} description={text.subtitle} />
      <ul className="mt-10 grid gap-6 sm:grid-cols-3">
        {HOME_STATS.map((stat) => (
          <li key={stat.label}>
            <Card className="h-full text-center">
              <p className="stat-value">{stat.value}</p>
              <p className="mt-2 text-muted-foreground">{stat.label}</p>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
