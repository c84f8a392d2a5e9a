import 'server-only';

import { aliasedTable, and, asc, count, desc, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';

import { getDb, type Database } from '@/lib/db/client';
import { ads, memberMessages, memberProfiles, messageReports } from '@/lib/db/schema';
import type { ReportKind, ReportReason, ReportResolution } from '@/lib/domain/enums';
import { countsOf } from '@/lib/db/rows';
import { pageOf, pageWindow, type Page } from '@/lib/site/paging';

import { recordMemberDecision } from './admin-members';
import { visibleAd } from './member-conditions';

/**
 * Moderation (docs/admin.md, 'Moderacija'): the reports members file about messages and ads, shown
 * to the admins with the reported content in context, and closed by hiding the message, closing
 * the ad, suspending the member or dismissing the report. Hidden content stays in the database for
 * the admins; every member-facing query leaves it out (`hidden_at`).
 */

/** How many messages of the conversation the admin sees on each side of the reported one. */
export const REPORT_CONTEXT_MESSAGES = 3;

export type ReportFilter = 'open' | 'closed';

export interface ReportParty {
  id: string;
  fullName: string;
  email: string;
  approvalStatus: string;
}

export interface ContextMessage {
  id: string;
  fromName: string;
  text: string;
  createdAt: Date;
  hidden: boolean;
  reported: boolean;
}

export interface ModerationReport {
  id: string;
  kind: ReportKind;
  reasonCategory: ReportReason;
  reason: string | null;
  /** The reported text as it was when reported. */
  snapshot: string;
  createdAt: Date;
  reporter: ReportParty | null;
  reportedMember: ReportParty | null;
  /** A message report: the conversation around it (empty when the message was deleted). */
  conversation: ContextMessage[];
  /** An ad report: the ad as it is now (null when deleted). */
  ad: { id: string; title: string; description: string; isActive: boolean; hidden: boolean } | null;
  /** Whether the reported message or ad still exists and can be hidden or closed. */
  contentAvailable: boolean;
  resolution: ReportResolution | null;
  resolutionNote: string | null;
  resolvedAt: Date | null;
  resolvedByEmail: string | null;
}

const reporter = aliasedTable(memberProfiles, 'reporter');
const reported = aliasedTable(memberProfiles, 'reported');

/** Reports on one page of the moderation list (each shows its conversation). */
export const REPORTS_PAGE_SIZE = 20;

export async function countOpenReports(db: Database): Promise<number> {
  return db.$count(messageReports, isNull(messageReports.handledAt));
}

/** Open and closed reports, for the two tabs' counts: one statement. */
export async function countReports(db: Database): Promise<Record<ReportFilter, number>> {
  const counted = (where: ReturnType<typeof isNull>) => db.select({ value: count() }).from(messageReports).where(where);
  return countsOf(db, {
    open: counted(isNull(messageReports.handledAt)),
    closed: counted(isNotNull(messageReports.handledAt)),
  });
}

/**
 * One page of the reports: open ones oldest first (the longest waiting on top), closed ones newest
 * decision first, in the order of `message_reports_open_idx` (handled_at, created_at desc nulls
 * last). `total` is the filter's count from `counts` (`countReports`).
 */
export async function listReports(
  db: Database,
  filter: ReportFilter,
  page = 1,
  counts: Promise<Record<ReportFilter, number>> = countReports(db),
): Promise<Page<ModerationReport>> {
  const { limit, offset } = pageWindow(page, REPORTS_PAGE_SIZE);
  const [rows, total] = await Promise.all([
    listReportRows(db, filter, limit, offset),
    counts.then((all) => all[filter]),
  ]);
  return pageOf(await Promise.all(rows.map((row) => reportOf(db, row))), total, page, REPORTS_PAGE_SIZE);
}

function listReportRows(db: Database, filter: ReportFilter, limit: number, offset: number) {
  return db
    .select({
      id: messageReports.id,
      kind: messageReports.kind,
      messageId: messageReports.messageId,
      requestId: messageReports.requestId,
      reasonCategory: messageReports.reasonCategory,
      reason: messageReports.reason,
      snapshot: messageReports.messageText,
      createdAt: messageReports.createdAt,
      resolution: messageReports.resolution,
      resolutionNote: messageReports.resolutionNote,
      resolvedAt: messageReports.handledAt,
      resolvedByEmail: messageReports.resolvedByEmail,
      reporterId: reporter.id,
      reporterName: reporter.fullName,
      reporterEmail: reporter.email,
      reporterStatus: reporter.approvalStatus,
      reportedId: reported.id,
      reportedName: reported.fullName,
      reportedEmail: reported.email,
      reportedStatus: reported.approvalStatus,
      adId: ads.id,
      adTitle: ads.title,
      adDescription: ads.description,
      adActive: ads.isActive,
      adHiddenAt: ads.hiddenAt,
      messageFrom: memberMessages.fromMemberId,
      messageTo: memberMessages.toMemberId,
      messageAt: memberMessages.createdAt,
    })
    .from(messageReports)
    .leftJoin(reporter, eq(reporter.id, messageReports.reporterId))
    .leftJoin(reported, eq(reported.id, messageReports.reportedMemberId))
    .leftJoin(ads, eq(ads.id, messageReports.requestId))
    .leftJoin(memberMessages, eq(memberMessages.id, messageReports.messageId))
    .where(filter === 'open' ? isNull(messageReports.handledAt) : isNotNull(messageReports.handledAt))
    .orderBy(
      // Oldest first, as the index read backwards gives it (its created_at is desc nulls last).
      filter === 'open' ? sql`${messageReports.createdAt} asc nulls first` : desc(messageReports.handledAt),
      asc(messageReports.id),
    )
    .limit(limit)
    .offset(offset);
}

type ReportRow = Awaited<ReturnType<typeof listReportRows>>[number];

/** A report as the page shows it, with the conversation around a reported message. */
async function reportOf(db: Database, row: ReportRow): Promise<ModerationReport> {
  const party = (id: string | null, fullName: string | null, email: string | null, status: string | null) =>
    id && fullName && email && status ? { id, fullName, email, approvalStatus: status } : null;
  const conversation =
    row.messageId && row.messageFrom && row.messageTo && row.messageAt
      ? await conversationAround(db, {
          messageId: row.messageId,
          between: [row.messageFrom, row.messageTo],
          at: row.messageAt,
        })
      : [];
  return {
    id: row.id,
    kind: row.kind as ReportKind,
    reasonCategory: row.reasonCategory as ReportReason,
    reason: row.reason,
    snapshot: row.snapshot,
    createdAt: row.createdAt,
    reporter: party(row.reporterId, row.reporterName, row.reporterEmail, row.reporterStatus),
    reportedMember: party(row.reportedId, row.reportedName, row.reportedEmail, row.reportedStatus),
    conversation,
    ad:
      row.adId && row.adTitle !== null && row.adDescription !== null && row.adActive !== null
        ? {
            id: row.adId,
            title: row.adTitle,
            description: row.adDescription,
            isActive: row.adActive,
            hidden: row.adHiddenAt !== null,
          }
        : null,
    contentAvailable: Boolean(row.messageId || row.requestId),
    resolution: row.resolution as ReportResolution | null,
    resolutionNote: row.resolutionNote,
    resolvedAt: row.resolvedAt,
    resolvedByEmail: row.resolvedByEmail,
  };
}

/** The conversation of the two members around one message, oldest first, hidden ones marked. */
async function conversationAround(
  db: Database,
  input: { messageId: string; between: [string, string]; at: Date },
): Promise<ContextMessage[]> {
  const [a, b] = input.between;
  const pair = or(
    and(eq(memberMessages.fromMemberId, a), eq(memberMessages.toMemberId, b)),
    and(eq(memberMessages.fromMemberId, b), eq(memberMessages.toMemberId, a)),
  );
  const sender = aliasedTable(memberProfiles, 'sender');
  const columns = {
    id: memberMessages.id,
    fromName: sender.fullName,
    text: memberMessages.messageText,
    createdAt: memberMessages.createdAt,
    hiddenAt: memberMessages.hiddenAt,
  };
  const [before, after] = await Promise.all([
    db
      .select(columns)
      .from(memberMessages)
      .innerJoin(sender, eq(sender.id, memberMessages.fromMemberId))
      .where(and(pair, lt(memberMessages.createdAt, input.at)))
      .orderBy(desc(memberMessages.createdAt))
      .limit(REPORT_CONTEXT_MESSAGES),
    db
      .select(columns)
      .from(memberMessages)
      .innerJoin(sender, eq(sender.id, memberMessages.fromMemberId))
      .where(and(pair, gt(memberMessages.createdAt, input.at)))
      .orderBy(asc(memberMessages.createdAt))
      .limit(REPORT_CONTEXT_MESSAGES),
  ]);
  const [reportedMessage] = await db
    .select(columns)
    .from(memberMessages)
    .innerJoin(sender, eq(sender.id, memberMessages.fromMemberId))
    .where(eq(memberMessages.id, input.messageId));
  return [...before.reverse(), ...(reportedMessage ? [reportedMessage] : []), ...after].map((message) => ({
    id: message.id,
    fromName: message.fromName,
    text: message.text,
    createdAt: message.createdAt,
    hidden: message.hiddenAt !== null,
    reported: message.id === input.messageId,
  }));
}

export interface ResolveReportInput {
  reportId: string;
  resolution: ReportResolution;
  note: string | null;
  admin: { id: string; email: string };
  now: Date;
}

export type ResolveReportOutcome =
  | { ok: true; suspendedMember: { email: string; fullName: string } | null }
  | { ok: false; reason: 'closed' | 'not-applicable' };

/**
 * Closes an open report with what the admin did, in one transaction: the report is claimed only
 * while open (two admins cannot both act), then the message is hidden, the ad closed and hidden,
 * or the reported member suspended (recorded in `member_decisions` with the report). Anything that
 * does not apply (an ad's report cannot hide a message, the content is gone, the member is not
 * approved) rolls everything back.
 */
export async function resolveReport(db: Database, input: ResolveReportInput): Promise<ResolveReportOutcome> {
  class NotApplicable extends Error {}
  try {
    return await db.transaction(async (tx) => {
      const [report] = await tx
        .update(messageReports)
        .set({
          resolution: input.resolution,
          resolutionNote: input.note,
          resolvedBy: input.admin.id,
          resolvedByEmail: input.admin.email,
          handledAt: input.now,
        })
        .where(and(eq(messageReports.id, input.reportId), isNull(messageReports.handledAt)))
        .returning({
          kind: messageReports.kind,
          messageId: messageReports.messageId,
          requestId: messageReports.requestId,
          reportedMemberId: messageReports.reportedMemberId,
        });
      if (!report) return { ok: false, reason: 'closed' } as const;
      switch (input.resolution) {
        case 'message_hidden': {
          if (report.kind !== 'message' || !report.messageId) throw new NotApplicable();
          await tx.update(memberMessages).set({ hiddenAt: input.now }).where(eq(memberMessages.id, report.messageId));
          return { ok: true, suspendedMember: null } as const;
        }
        case 'ad_closed': {
          if (report.kind !== 'ad' || !report.requestId) throw new NotApplicable();
          await tx
            .update(ads)
            .set({ isActive: false, hiddenAt: input.now, updatedAt: input.now })
            .where(eq(ads.id, report.requestId));
          return { ok: true, suspendedMember: null } as const;
        }
        case 'member_suspended': {
          if (!report.reportedMemberId || !input.note) throw new NotApplicable();
          const member = await recordMemberDecision(tx, {
            memberId: report.reportedMemberId,
            decision: 'suspended',
            note: input.note,
            admin: input.admin,
            now: input.now,
            reportId: input.reportId,
          });
          if (!member) throw new NotApplicable();
          return { ok: true, suspendedMember: member } as const;
        }
        case 'dismissed':
          return { ok: true, suspendedMember: null } as const;
      }
    });
  } catch (error) {
    if (error instanceof NotApplicable) return { ok: false, reason: 'not-applicable' };
    throw error;
  }
}

// ---------- Filing a report (members) ----------

export interface FiledReport {
  /** False when the reporter had reported it already: nothing new is stored. */
  isNew: boolean;
  /** Whose message or ad it is. */
  author: { id: string; fullName: string; email: string };
  text: string;
  createdAt: Date;
}

export interface ReportInput {
  reasonCategory: ReportReason;
  reason: string | null;
  now: Date;
}

/**
 * Reports a message the caller received and can still see; null when there is none. Reporting it
 * again stores nothing (`isNew` false).
 */
export async function reportReceivedMessage(
  db: Database,
  me: string,
  messageId: string,
  input: ReportInput,
): Promise<FiledReport | null> {
  const [message] = await db
    .select({
      text: memberMessages.messageText,
      createdAt: memberMessages.createdAt,
      authorId: memberProfiles.id,
      authorName: memberProfiles.fullName,
      authorEmail: memberProfiles.email,
    })
    .from(memberMessages)
    .innerJoin(memberProfiles, eq(memberProfiles.id, memberMessages.fromMemberId))
    .where(and(eq(memberMessages.id, messageId), eq(memberMessages.toMemberId, me), isNull(memberMessages.hiddenAt)));
  if (!message) return null;
  return fileReport(db, message, {
    kind: 'message',
    messageId,
    reporterId: me,
    reportedMemberId: message.authorId,
    messageText: message.text,
    reasonCategory: input.reasonCategory,
    reason: input.reason,
    createdAt: input.now,
  });
}

/** Reports an ad other members see (not one's own); null when there is none, `isNew` as above. */
export async function reportVisibleAd(
  db: Database,
  me: string,
  requestId: string,
  input: ReportInput,
): Promise<FiledReport | null> {
  const [ad] = await db
    .select({
      title: ads.title,
      description: ads.description,
      createdAt: ads.createdAt,
      authorId: memberProfiles.id,
      authorName: memberProfiles.fullName,
      authorEmail: memberProfiles.email,
    })
    .from(ads)
    .innerJoin(memberProfiles, eq(memberProfiles.id, ads.memberId))
    .where(and(eq(ads.id, requestId), visibleAd(input.now)));
  if (!ad || ad.authorId === me) return null;
  const text = `${ad.title}\n\n${ad.description}`;
  return fileReport(
    db,
    { ...ad, text },
    {
      kind: 'ad',
      requestId,
      reporterId: me,
      reportedMemberId: ad.authorId,
      messageText: text,
      reasonCategory: input.reasonCategory,
      reason: input.reason,
      createdAt: input.now,
    },
  );
}

async function fileReport(
  db: Database,
  content: { text: string; createdAt: Date; authorId: string; authorName: string; authorEmail: string },
  values: typeof messageReports.$inferInsert,
): Promise<FiledReport> {
  const [report] = await db.insert(messageReports).values(values).onConflictDoNothing().returning({
    id: messageReports.id,
  });
  return {
    isNew: report !== undefined,
    author: { id: content.authorId, fullName: content.authorName, email: content.authorEmail },
    text: content.text,
    createdAt: content.createdAt,
  };
}

// ---------- Page readers (docs/architecture.md "Where a page gets its data") ----------

/** /admin/moderation: a page of the open or closed reports, and both counts. */
export async function readModerationPage(
  filter: ReportFilter,
  page: number,
): Promise<{ reports: Page<ModerationReport>; counts: Record<ReportFilter, number> }> {
  const db = await getDb();
  const counts = countReports(db);
  const [reports, allCounts] = await Promise.all([listReports(db, filter, page, counts), counts]);
  return { reports, counts: allCounts };
}
