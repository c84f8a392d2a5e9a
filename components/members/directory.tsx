import Form from 'next/form';
import Link from 'next/link';

import { LinkedinIcon, MessageSquareIcon, SearchIcon, UsersIcon } from '@/components/ui/icons';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input, Label } from '@/components/ui/input';
import type { DirectoryMember } from '@/lib/data/members';
import { memberTypeLabel, startupStageLabel } from '@/lib/members/options';
import { MAX_DIRECTORY_QUERY, type DirectoryTypeFilter } from '@/lib/members/search';

import { MemberAvatar } from './member-avatar';
import { selectClass } from '@/components/ui/select';

const TYPE_FILTER_OPTIONS: { value: DirectoryTypeFilter; label: string }[] = [
  { value: 'all', label: 'Svi tipovi' },
  { value: 'individual', label: 'Pojedinci' },
  { value: 'startup', label: 'Startapi' },
  { value: 'company', label: 'Preduzeća' },
];

/**
 * Search and type filter as a GET form: the URL holds them, the server filters, and it works
 * without JavaScript (next/form makes it a client-side navigation when JavaScript is there).
 */
export function DirectoryFilters({ query, type }: { query: string; type: DirectoryTypeFilter }) {
  return (
    <Form action="/members/directory" role="search" aria-label="Pretraga članova" className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem_auto] sm:items-end">
      <div className="grid gap-1.5">
        <Label htmlFor="directory-query">Pretraga</Label>
        <Input
          id="directory-query"
          type="search"
          name="q"
          defaultValue={query}
          maxLength={MAX_DIRECTORY_QUERY}
          placeholder="Ime, delatnost, industrija…"
          autoComplete="off"
          enterKeyHint="search"
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="directory-type">Tip člana</Label>
        <select id="directory-type" name="tip" defaultValue={type} className={selectClass}>
          {TYPE_FILTER_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit">
        <SearchIcon aria-hidden />
        Pretraži
      </Button>
    </Form>
  );
}

function Detail({ label, value }: { label: string; value: string | null }) {
  if (!value) return null;
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs font-semibold text-muted-foreground">{label}</dt>
      <dd className="text-sm whitespace-pre-line">{value}</dd>
    </div>
  );
}

/** A member's card (spec §2): picture, Mentor and type badges, what they do, industry, bio, offers, seeks, stage, contact. */
export function DirectoryCard({ member, isSelf }: { member: DirectoryMember; isSelf: boolean }) {
  return (
    <Card className="grid content-start gap-4" aria-labelledby={`member-${member.id}`}>
      <div className="flex items-start gap-3">
        <MemberAvatar name={member.fullName} src={member.profileImage} />
        <div className="grid min-w-0 gap-1">
          <h2 id={`member-${member.id}`} className="truncate text-lg font-semibold">
            {member.fullName}
          </h2>
          <div className="flex flex-wrap gap-1.5 text-xs font-semibold">
            {member.isMentor ? <span className="rounded-full bg-amber-100 px-2 py-0.5 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100">Mentor</span> : null}
            <span className="rounded-full bg-muted px-2 py-0.5">{memberTypeLabel(member.memberType)}</span>
          </div>
          {member.whatTheyDo ? <p className="text-sm text-muted-foreground">{member.whatTheyDo}</p> : null}
        </div>
      </div>
      <dl className="grid gap-2">
        <Detail label="Industrija" value={member.industry} />
        <Detail label="O meni" value={member.bio} />
        <Detail label="Nudi" value={member.whatTheyOffer} />
        <Detail label="Traži" value={member.whatTheySeek} />
        <Detail label="Faza" value={member.startupStage ? startupStageLabel(member.startupStage) : null} />
      </dl>
      <div className="mt-auto flex flex-wrap gap-2">
        {isSelf ? (
          <Link href="/members/profile" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            Vaš profil
          </Link>
        ) : (
          <Link href={`/members/messages?to=${member.id}`} className={buttonVariants({ size: 'sm' })} aria-label={`Kontaktiraj: ${member.fullName}`}>
            <MessageSquareIcon aria-hidden />
            Kontaktiraj
          </Link>
        )}
        {member.linkedinUrl ? (
          <a
            href={member.linkedinUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
            aria-label={`LinkedIn: ${member.fullName} (otvara se u novom prozoru)`}
          >
            <LinkedinIcon aria-hidden />
            LinkedIn
          </a>
        ) : null}
      </div>
    </Card>
  );
}

export function DirectoryEmptyState({ filtered }: { filtered: boolean }) {
  return (
    <Card className="grid justify-items-center gap-3 py-12 text-center">
      <UsersIcon className="size-10 text-muted-foreground" aria-hidden />
      <h2 className="text-lg font-semibold">Nema pronađenih članova</h2>
      <p className="max-w-md text-sm text-muted-foreground">
        {filtered ? 'Pokušajte sa drugim pojmom za pretragu ili drugim tipom člana.' : 'Direktorijum je još prazan. Uskoro će se ovde pojaviti članovi zajednice.'}
      </p>
      {filtered ? (
        <Link href="/members/directory" className={buttonVariants({ variant: 'outline' })}>
          Očisti pretragu
        </Link>
      ) : null}
    </Card>
  );
}
