import Link from 'next/link';

import { CheckCircle2Icon } from '@/components/ui/icons';
import { SectionHeading } from '@/components/site/section-heading';
import { buttonVariants } from '@/components/ui/button';
import type { SectionText } from '@/lib/content/resolve';
import { WHY_JOIN_BENEFITS } from '@/lib/content/pages/home';

export function WhyJoin({ text }: { text: SectionText }) {
  return (
    <section aria-labelledby="why-join-title" className="bg-muted/50">
      <div className="page-section grid gap-10 lg:grid-cols-2 lg:items-center">
        <div>
          <SectionHeading id="why-join-title" eyebrow={text.subtitle} title={text.title} description={text.content} align="left" />
          <Link href="/join" className={buttonVariants({ className: 'mt-8' })}>
            Pridruži se zajednici
          </Link>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2">
          {WHY_JOIN_BENEFITS.map((benefit) => (
            <li key={benefit.title} className="rounded-2xl border bg-card p-5">
              <CheckCircle2Icon className="size-6 text-primary" aria-hidden />
              <h3 className="mt-3 font-bold">{benefit.title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{benefit.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
