import { SectionHeading } from '@/components/site/section-heading';
import { Card } from '@/components/ui/card';
import type { SectionText } from '@/lib/content/resolve';
import { HOME_STATS } from '@/lib/content/pages/home';
import { pageScript } from '@/lib/i18n/page-script';
import { textTableIn } from '@/lib/i18n/texts';

export async function Results({ text }: { text: SectionText }) {
  const { script } = await pageScript();
  return (
    <section aria-labelledby="results-title" className="page-section">
      <SectionHeading id="results-title" title={text.title} description={text.subtitle} />
      <ul className="mt-10 grid gap-6 sm:grid-cols-3">
        {textTableIn(script, HOME_STATS).map((stat) => (
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
