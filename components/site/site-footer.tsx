import Link from 'next/link';

import { InstagramIcon, LinkedinIcon, MailIcon } from '@/components/ui/icons';
import { OPENS_IN_NEW_TAB } from '@/components/ui/new-window-note';
import { pageScript } from '@/lib/i18n/page-script';
import { getSiteConfig } from '@/lib/site/config';

import { ScriptSwitch } from './script-switch';
import { COPYRIGHT_YEAR, FOOTER_COMMUNITY, FOOTER_NAV } from '@/lib/site/navigation';

export async function SiteFooter() {
  const site = getSiteConfig();
  const { t, href } = await pageScript();
  const social = [
    { label: 'Email', href: `mailto:${site.contactEmail}`, Icon: MailIcon, external: false },
    { label: 'Instagram', href: site.instagramUrl, Icon: InstagramIcon, external: true },
    { label: 'LinkedIn', href: site.linkedinUrl, Icon: LinkedinIcon, external: true },
  ];
  return (
    <footer className="mt-auto border-t bg-muted/40">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-4">
        <div className="md:col-span-2">
          <p className="text-lg font-bold">{t(site.name)}</p>
          <p className="mt-2 max-w-md text-sm text-muted-foreground">
            {t(
              'Zajednica studenata, osnivača, umetnika i mentora koji jedni drugima pomažu da ideje pretvore u stvarnost.',
            )}
          </p>
          <ul className="mt-4 flex gap-2" aria-label={t('Društvene mreže')}>
            {social.map(({ label, href, Icon, external }) => (
              <li key={label}>
                {/* Named by its text, not aria-label: a form's `Email` field, found by its label, stays the only one. */}
                <a href={href} title={label} className="icon-button" {...(external ? OPENS_IN_NEW_TAB : {})}>
                  <Icon className="size-4" aria-hidden />
                  <span className="sr-only">{label}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label={t('Navigacija u podnožju')}>
          <h2 className="text-sm font-semibold">{t('Navigacija')}</h2>
          <ul className="link-list mt-3 space-y-2 text-sm">
            {FOOTER_NAV.map((item) => (
              <li key={item.href}>
                <Link href={href(item.href)}>{t(item.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t('Zajednica')}>
          <h2 className="text-sm font-semibold">{t('Zajednica')}</h2>
          <ul className="link-list mt-3 space-y-2 text-sm">
            {FOOTER_COMMUNITY.map((item) => (
              <li key={item.label}>
                <Link href={href(item.href)}>{t(item.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t py-6 text-center text-sm text-muted-foreground">
        {`© ${COPYRIGHT_YEAR} ${t(site.name)}. ${t('Sva prava zadržana.')}`}{' '}
        <Link href={href('/privatnost')} className="underline underline-offset-2 hover:text-foreground">
          {t('Privatnost')}
        </Link>
        {' · '}
        {/* Beside the spec's lists (public-site §2 fixes the community list), not inside them. */}
        <Link href={href('/newsletter')} className="underline underline-offset-2 hover:text-foreground">
          {t('Newsletter arhiva')}
        </Link>
        <ScriptSwitch label={t('Pismo')} className="mt-3 justify-center" />
      </div>
    </footer>
  );
}
