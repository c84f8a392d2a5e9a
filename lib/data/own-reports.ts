import 'server-only';

import { desc, eq } from 'drizzle-orm';

import { getDb, type Database } from '@/lib/db/client';
import { memberProfiles, messageReports } from '@/lib/db/schema';
import type { ReportKind, ReportReason, ReportResolution } from '@/lib/domain/enums';
import { pageOf, pageWindow, type Page } from '@/lib/site/paging';

/**
 * The reports a member filed, with what the moderators decided ('Moje prijave', /members/reports;
 * docs/members.md "Moderation outcomes"). The moderator's note and who decided stay with the team.
 */

export const OWN_REPORTS_PAGE_SIZE = 20;

export interface OwnReport {
  id: string;
  kind: ReportKind;
  /** The reported ad's title, or the reported message's text, as it was when reported. */
  subject: string;
  /** Whose message or ad it was (null when that member's profile is gone). */
  reportedName: string | null;
  reasonCategory: ReportReason;
  createdAt: Date;
  /** Null while the report waits for a moderator. */
  outcome: ReportResolution | null;
  decidedAt: Date | null;
}

/** An ad's snapshot is its title, a blank line and its description: the title names it. */
function subjectOf(kind: string, snapshot: string): string {
  return kind === 'ad' ? (snapshot.split('\n\n', 1)[0] ?? snapshot) : snapshot;
}

/** One page of the member's own reports, newest first, with the total. */
export async function listOwnReports(db: Database, reporterId: string, page: number): Promise<Page<OwnReport>> {
  const { limit, offset } = pageWindow(page, OWN_REPORTS_PAGE_SIZE);
  const [rows, total] = await Promise.all([
    db
      .select({
        id: messageReports.id,
        kind: messageReports.kind,
        snapshot: messageReports.messageText,
        reportedName: memberProfiles.fullName,
        reasonCategory: messageReports.reasonCategory,
        createdAt: messageReports.createdAt,
        outcome: messageReports.resolution,
        decidedAt: messageReports.handledAt,
      })
      .from(messageReports)
      .leftJoin(memberProfiles, eq(memberProfiles.id, messageReports.reportedMemberId))
      .where(eq(messageReports.reporterId, reporterId))
      .orderBy(desc(messageReports.createdAt), desc(messageReports.id))
      .limit(limit)
      .offset(offset),
    db.$count(messageReports, eq(messageReports.reporterId, reporterId)),
  ]);
  const items = rows.map(({ snapshot, ...row }) => ({
    ...row,
    kind: row.kind as ReportKind,
    subject: subjectOf(row.kind, snapshot),
    reasonCategory: row.reasonCategory as ReportReason,
    outcome: row.outcome as ReportResolution | null,
  }));
  return pageOf(items, total, page, OWN_REPORTS_PAGE_SIZE);
}

// ---------- Page readers (docs/architecture.md "Where a page gets its data") ----------

/** /members/reports: a page of the member's own reports. */
export async function readOwnReportsPage(reporterId: string, page: number): Promise<Page<OwnReport>> {
  return listOwnReports(await getDb(), reporterId, page);
}
