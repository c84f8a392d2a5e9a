'use client';

import Link from 'next/link';

import { scriptPath, type Script } from '@/lib/i18n/script';

import { MemberDecisionButtons } from './decision-buttons';
import { MEMBER_LIST_TEXTS, type MemberListTexts } from './member-texts';

/** A member as the panel's list shows them: labels and dates already in words (the server's time zone). */
export interface MemberRow {
  id: string;
  fullName: string;
  email: string;
  type: string;
  /** The details that have a value, in the card's order. */
  details: [label: string, value: string][];
  bio: string | null;
  /** Still waiting for a decision: the card offers 'Odobri' and 'Odbij'. */
  pending: boolean;
}

/**
 * A page of the members tab's `<li>`s. A client component so the page's RSC payload carries each
 * member's data once, not the card's markup; the decisions are buttons of the list's forms. Rows,
 * texts and links in the page's script (Latin unless given).
 */
export function MemberItems({
  rows,
  script = 'lat',
  texts = MEMBER_LIST_TEXTS,
}: {
  rows: MemberRow[];
  script?: Script;
  texts?: MemberListTexts;
}) {
  return rows.map((member) => (
    <li key={member.id}>
      <div className="card grid gap-3" aria-label={member.fullName}>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="grid gap-0.5">
            <h3 className="text-lg font-semibold wrap-anywhere">{member.fullName}</h3>
            <p className="text-sm wrap-anywhere text-muted-foreground">{member.email}</p>
          </div>
          <span className="rounded-full bg-muted px-2.5 py-0.5 text-xs font-semibold">{member.type}</span>
        </div>
        <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
          {member.details.map(([label, value]) => (
            <div key={label} className="flex gap-2">
              <dt className="text-muted-foreground">{label}:</dt>
              <dd className="min-w-0 wrap-anywhere">{value}</dd>
            </div>
          ))}
        </dl>
        {member.bio ? <p className="text-sm wrap-anywhere whitespace-pre-line">{member.bio}</p> : null}
        <div className="flex flex-wrap items-center gap-2">
          {member.pending ? (
            <MemberDecisionButtons memberId={member.id} memberName={member.fullName} texts={texts} />
          ) : null}
          <Link
            href={scriptPath(script, `/admin/members/${member.id}`)}
            className="text-sm font-semibold text-primary underline-offset-4 hover:underline"
            aria-label={`${texts.details}: ${member.fullName}`}
          >
            {texts.details}
          </Link>
        </div>
      </div>
    </li>
  ));
}
