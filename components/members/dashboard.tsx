import Link from 'next/link';
import type { ReactNode } from 'react';

import {
  BookOpenIcon,
  CalendarIcon,
  FlagIcon,
  GraduationCapIcon,
  MailIcon,
  MegaphoneIcon,
  MessageSquareIcon,
  PencilIcon,
  PlusIcon,
  SearchIcon,
  UsersIcon,
  type IconComponent,
} from '@/components/ui/icons';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { MemberDashboardStats } from '@/lib/data/members';
import { COUNTED, formatCount } from '@/lib/format/plural';
import { pageScript } from '@/lib/i18n/page-script';
import { textTableIn } from '@/lib/i18n/texts';
import { OWN_REPORTS_PATH } from '@/lib/members/reports';
import { newAdPath } from '@/lib/members/ads';

import { CountBadge } from './count-badge';
import { LiveUnreadBadge, LiveUnreadCount } from './live-messages';

interface Tile {
  href: string;
  title: string;
  description: string;
  icon: IconComponent;
  /** A CountBadge with the given id, which then describes the tile's link. */
  badge?: (id: string) => ReactNode;
}

/** 'Brze akcije': the links a member uses most, the new ad first in colour. */
const QUICK_ACTIONS = [
  { href: '/members/profile', label: 'Uredi profil', variant: 'outline', icon: PencilIcon },
  { href: newAdPath(false), label: 'Objavi oglas', variant: 'default', icon: PlusIcon },
  { href: '/members/directory', label: 'Pronađi članove', variant: 'outline', icon: SearchIcon },
  { href: OWN_REPORTS_PATH, label: 'Moje prijave', variant: 'outline', icon: FlagIcon },
] as const;

/** A block of the dashboard under its h2 (`titleClassName` hides one that only names it for screen readers). */
function DashboardSection({
  id,
  title,
  titleClassName = 'text-xl font-semibold',
  children,
}: {
  id: string;
  title: string;
  titleClassName?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h2 id={id} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}

const TILE_BADGE = 'bg-primary text-primary-foreground';

/** The member's dashboard (spec §2 /members) in the page's script: greeting, four counters, six tiles, quick actions. */
export async function MemberDashboard({
  fullName,
  stats,
  myEvents,
}: {
  fullName: string;
  stats: MemberDashboardStats;
  /** 'Moji događaji' (issue 50), rendered between the counters and the tiles. */
  myEvents?: ReactNode;
}) {
  const { script, t, href } = await pageScript();
  const counters = [
    { label: 'Ukupno članova', value: stats.totalMembers, icon: UsersIcon },
    { label: 'Aktivni oglasi', value: stats.activeRequests, icon: MegaphoneIcon },
    { label: 'Nepročitane poruke', value: <LiveUnreadCount initial={stats.unreadMessages} />, icon: MessageSquareIcon },
    { label: 'Predstojeći događaji', value: stats.upcomingEvents, icon: CalendarIcon },
  ];
  const tiles: Tile[] = [
    {
      href: '/members/directory',
      title: 'Direktorijum članova',
      description: 'Pronađite startape, preduzeća i pojedince iz zajednice.',
      icon: UsersIcon,
    },
    {
      href: '/members/requests',
      title: 'Oglasi & Zahtevi',
      description: 'Šta članovi traže i nude: saradnje, talenti, finansiranje.',
      icon: MegaphoneIcon,
      badge: (id) => (
        <CountBadge
          id={id}
          count={stats.activeRequests}
          label={t(formatCount(stats.activeRequests, COUNTED.activeAd))}
          className={TILE_BADGE}
        />
      ),
    },
    {
      href: '/members/messages',
      title: 'Poruke',
      description: 'Razgovori sa drugim članovima.',
      icon: MessageSquareIcon,
      badge: (id) => (
        <LiveUnreadBadge
          id={id}
          initial={stats.unreadMessages}
          counted={textTableIn(script, COUNTED.unreadMessage)}
          className={TILE_BADGE}
        />
      ),
    },
    {
      href: '/events',
      title: 'Događaji',
      description: 'Radionice, Wild Mixer i druženja zajednice.',
      icon: CalendarIcon,
    },
    {
      href: '/members/mentorship',
      title: 'Mentorstvo',
      description: 'Pronađite mentora ili postanite mentor drugima.',
      icon: GraduationCapIcon,
    },
    {
      href: '/members/resources',
      title: 'Resursi',
      description: 'Vodiči, snimci radionica i dokumenti za preduzetnike.',
      icon: BookOpenIcon,
    },
  ];

  return (
    <div className="grid gap-8">
      <header className="grid gap-1">
        <h1 className="text-3xl font-bold">
          {t('Dobrodošli, ')}
          {t(fullName)}!
        </h1>
        <p className="text-muted-foreground">{t('Vaša kontrolna tabla u zajednici preduzetnika.')}</p>
      </header>

      <DashboardSection id="dashboard-stats" title={t('Brojevi zajednice')} titleClassName="sr-only">
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {counters.map(({ label, value, icon: Icon }) => (
            // A dl's groups hold only dt and dd: the icon lives inside the term.
            <Card key={label} className="grid gap-1 p-4">
              <dt className="flex items-center gap-2 text-xs text-muted-foreground">
                <Icon className="size-7 shrink-0 rounded-lg bg-primary/10 p-1 text-primary-ink" aria-hidden />
                {t(label)}
              </dt>
              <dd className="text-2xl font-bold tabular-nums">{value}</dd>
            </Card>
          ))}
        </dl>
      </DashboardSection>

      {myEvents}

      <DashboardSection id="dashboard-tiles" title={t('Platforma')}>
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {tiles.map(({ href: path, title, description, icon: Icon, badge }, index) => {
            const badgeId = `dashboard-tile-${index}-count`;
            return (
              <li key={path}>
                <Link
                  href={href(path)}
                  aria-describedby={badge ? badgeId : undefined}
                  className="group flex h-full gap-3 rounded-2xl border bg-card p-5 shadow-sm transition-colors hover:border-primary focus-visible:outline-2 focus-visible:outline-primary"
                >
                  <Icon className="size-6 shrink-0 text-primary" aria-hidden />
                  <span className="grid flex-1 gap-1">
                    <span className="flex items-center gap-2 font-semibold">
                      {t(title)}
                      {badge?.(badgeId)}
                    </span>
                    <span className="text-sm text-muted-foreground">{t(description)}</span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </DashboardSection>

      <DashboardSection id="dashboard-actions" title={t('Brze akcije')}>
        <div className="flex flex-wrap gap-3">
          {QUICK_ACTIONS.map(({ href: path, label, variant, icon: Icon }) => (
            <Link key={path} href={href(path)} className={buttonVariants({ variant })}>
              <Icon aria-hidden />
              {t(label)}
            </Link>
          ))}
        </div>
      </DashboardSection>

      <Card className="flex flex-wrap items-center justify-between gap-4">
        <div className="grid gap-1">
          <h2 className="font-semibold">{t('Treba vam pomoć?')}</h2>
          <p className="text-sm text-muted-foreground">{t('Upoznajte ljude koji vode zajednicu ili nam pišite.')}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link href={href('/team')} className={buttonVariants({ variant: 'ghost' })}>
            <UsersIcon aria-hidden />
            {t('Upoznajte tim')}
          </Link>
          <Link href={href('/contact')} className={buttonVariants({ variant: 'outline' })}>
            <MailIcon aria-hidden />
            {t('Kontaktirajte nas')}
          </Link>
        </div>
      </Card>
    </div>
  );
}
