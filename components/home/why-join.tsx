import Link from 'next/link';

import { CheckCircle2Icon } from '@/components/ui/icons';
import { SectionHeading } from '@/components/site/section-heading';
import { buttonVariants } from '@/components/ui/button';
import type { SectionText } from '@/lib/content/resolve';
import { WHY_JOIN_BENEFITS } from '@/lib/content/pages/home';

export function WhyJoin({ text }: { text: SectionText }) {
  return (
    <section aria-labelledby="why-join-title" className="bg-muted/50">
      <div className="page-section split-section">
        <div>
          <SectionHeading
            id="why-join-title"
            eyebrow={text.subtitle}
            title={text.title}
            description={text.content}
            align="left"
          />
          <Link href="/join" className={buttonVariants({ className: 'mt-8' })}>
            Pridruži se zajednici
          </Link>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2">
          {WHY_JOIN_BENEFITS.map((benefit) => (
            <li key={benefit.title} className="panel feature">
              <CheckCircle2Icon />
              <h3>{benefit.title}</h3>
              <p>{benefit.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
