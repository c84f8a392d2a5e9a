import Link from 'next/link';

import { CheckCircle2Icon } from '@/components/ui/icons';
import { buttonVariants } from '@/components/ui/button';
import type { SectionText } from '@/lib/content/resolve';
import { WHY_JOIN_BENEFITS } from '@/lib/content/pages/home';
import { pageScript } from '@/lib/i18n/page-script';
import { textTableIn } from '@/lib/i18n/texts';

import { SplitBand } from './split-band';

export async function WhyJoin({ text }: { text: SectionText }) {
  const { script, t, href } = await pageScript();
  return (
    <SplitBand
      id="why-join-title"
      text={text}
      action={
        <Link href={href('/join')} className={buttonVariants({ className: 'mt-8' })}>
          {t('Pridruži se zajednici')}
        </Link>
      }
    >
      <ul className="grid gap-4 sm:grid-cols-2">
        {textTableIn(script, WHY_JOIN_BENEFITS).map((benefit) => (
          <li key={benefit.title} className="panel feature">
            <CheckCircle2Icon />
            <h3>{benefit.title}</h3>
            <p>{benefit.text}</p>
          </li>
        ))}
      </ul>
    </SplitBand>
  );
}
