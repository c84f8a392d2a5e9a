/** Enumerations from the spec, shared by the schema's check constraints and the app's validation. */

export const MEDIA_PLACEMENTS = [
  'hero',
  'header',
  'about',
  'features',
  'events',
  'team',
  'partners',
  'footer',
] as const;

/** public-site §3 names blog, event and other; platform §3 names announcement and event. Both are allowed. */
export const ANNOUNCEMENT_TYPES = ['announcement', 'event', 'blog', 'other'] as const;

export const EVENT_SUBMISSION_TYPES = ['luma', 'external'] as const;
export const EVENT_SUBMISSION_STATUSES = ['pending', 'approved', 'rejected'] as const;
/** A registration holds a place, waits for one ('Lista čekanja'), or was cancelled (issue 50). */
export const REGISTRATION_STATUSES = ['registered', 'waitlisted', 'cancelled'] as const;

export const BLOG_CATEGORIES = [
  'Preduzetništvo & Startup',
  'Finansiranje & Grantovi',
  'Pravni okvir & Regulativa',
  'Marketing & Prodaja',
  'Tehnologija & Digitalizacija',
  'Industrije & Sektori',
  'Razvoj karijere',
  'Zajednica & Događaji',
  'Resursi & Alati',
  'Trendovi & Insights',
] as const;

export const MEMBER_TYPES = ['startup', 'company', 'individual'] as const;
export const MEMBER_TYPE_LABELS: Record<(typeof MEMBER_TYPES)[number], string> = {
  startup: 'Startup',
  company: 'Preduzeće',
  individual: 'Pojedinac',
};
export const STARTUP_STAGES = ['idea', 'mvp', 'early', 'growth', 'scale'] as const;
export const INDUSTRIES = [
  'Tehnologija',
  'Finansije',
  'Zdravstvo',
  'Obrazovanje',
  'E-commerce',
  'Marketing',
  'Nekretnine',
  'Proizvodnja',
  'Usluge',
  'Ostalo',
] as const;
/** 'suspended': an admin stopped an approved member (docs/members.md); they can only sign out and export their data. */
export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected', 'suspended'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** The team's roles besides admin (docs/admin.md "Uloge"): texts and media, events, members and reports. */
export const STAFF_ROLES = ['urednik', 'organizator', 'moderator'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** What an admin decided about a member: the three standings, and lifting a rejection or suspension. */
export const MEMBER_DECISION_KINDS = ['approved', 'rejected', 'suspended', 'reopened', 'reinstated'] as const;
export type MemberDecisionKind = (typeof MEMBER_DECISION_KINDS)[number];

/** What a member can report. */
export const REPORT_KINDS = ['message', 'ad'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** Why a member reports a message or an ad (the report dialog's choices). */
export const REPORT_REASONS = ['spam', 'harassment', 'inappropriate', 'fraud', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** How an admin closed a report. */
export const REPORT_RESOLUTIONS = ['message_hidden', 'ad_closed', 'member_suspended', 'dismissed'] as const;
export type ReportResolution = (typeof REPORT_RESOLUTIONS)[number];

export const AD_TYPES = ['seeking', 'offering'] as const;
export const AD_CATEGORIES = ['mentorship', 'partnership', 'funding', 'talent', 'services', 'other'] as const;

export const RESOURCE_CATEGORIES = [
  'business',
  'startup',
  'marketing',
  'technology',
  'finance',
  'networking',
  'other',
] as const;
export const RESOURCE_TYPES = ['video', 'document', 'guide', 'workshop_recording'] as const;

export const CONNECTION_STATUSES = ['pending', 'active', 'completed', 'cancelled'] as const;

export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;

/** A newsletter issue (issue 51): written, waiting for its time, going out, held by an admin, done. */
export const NEWSLETTER_ISSUE_STATUSES = ['draft', 'scheduled', 'sending', 'paused', 'sent'] as const;
/** Who gets an issue: confirmed subscribers, approved members who keep 'Newsletter' on, or both. */
export const NEWSLETTER_AUDIENCES = ['subscribers', 'members', 'both'] as const;
/** One batch of up to 100 copies, sent in one call to the provider. */
export const NEWSLETTER_BATCH_STATUSES = ['pending', 'sent', 'failed'] as const;
/** Why an address is never sent to again (Resend's webhooks). */
export const NEWSLETTER_SUPPRESSION_REASONS = ['bounce', 'complaint'] as const;

/** Serbian's two scripts (issue 52, docs/i18n.md): Latin is the default everywhere. */
export const SCRIPTS = ['lat', 'cir'] as const;
export type Script = (typeof SCRIPTS)[number];
/** Each script's name written in that script, as the switch and the settings show it. */
export const SCRIPT_LABELS: Record<Script, string> = { lat: 'Latinica', cir: 'Ћирилица' };
