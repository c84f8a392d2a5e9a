/**
 * Drizzle mirror of the schema. The SQL in `supabase/migrations/` is generated from this file
 * (`npm run db:generate`) and is what actually runs; never edit a migration that has shipped.
 *
 * Every table has row-level security enabled with no policies: on Supabase the anon key is
 * public, so only the app's own server connection (the table owner) may read or write.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

import {
  AD_CATEGORIES,
  AD_TYPES,
  ANNOUNCEMENT_TYPES,
  APPROVAL_STATUSES,
  BLOG_CATEGORIES,
  CONNECTION_STATUSES,
  EVENT_SUBMISSION_STATUSES,
  EVENT_SUBMISSION_TYPES,
  INDUSTRIES,
  MAIL_STATUSES,
  MEDIA_PLACEMENTS,
  MEMBER_DECISION_KINDS,
  MEMBER_TYPES,
  NEWSLETTER_AUDIENCES,
  NEWSLETTER_BATCH_STATUSES,
  NEWSLETTER_ISSUE_STATUSES,
  NEWSLETTER_SUPPRESSION_REASONS,
  REGISTRATION_STATUSES,
  REPORT_KINDS,
  REPORT_REASONS,
  REPORT_RESOLUTIONS,
  RESOURCE_CATEGORIES,
  RESOURCE_TYPES,
  STAFF_ROLES,
  SCRIPTS,
  STARTUP_STAGES,
  type Script,
} from '../domain/enums';

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** When an admin marked a stored submission as handled in the inbox; null while unhandled. */
const handledAt = () => timestamp('handled_at', { withTimezone: true });
const tags = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);

/**
 * Searches run in the database on stored, folded copies of the searched columns (docs/architecture.md,
 * "Search"): `search_fields(a, b, …)` folds each value with `search_fold` (the SQL twin of
 * lib/format/fold.ts) and joins them with U+001F, a character no query can hold (control characters
 * are stripped from input), so a query never matches across two fields. Defined in the migration
 * `…_search_columns_and_list_indexes`; each such column has a trigram index (`pg_trgm`) for `LIKE`.
 */
const searchText = (name: string, ...columns: string[]) =>
  text(name).generatedAlwaysAs(sql.raw(`search_fields(${columns.join(', ')})`));
const trigramIndex = (name: string, column: AnyPgColumn) => index(name).using('gin', sql`${column} gin_trgm_ops`);
/** Full-text documents (the blog's posts are long: words, not trigrams, keep their index small). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
/*
 * List indexes are ascending on `created_at`: a backward scan serves `order by created_at desc`
 * (nulls first, SQL's default), which Drizzle's `.desc()` (`desc nulls last`) cannot.
 */
/** Posts newest first, as lib/data/blog.ts orders them (a post without a date by its creation). */
const postsNewestFirst = () => sql`coalesce(publish_date, created_at) desc, created_at desc, slug`;
/** A submission the inbox still shows as unhandled (its default view and its counts). */
const unhandledIndex = (name: string, createdAt: AnyPgColumn, handled: AnyPgColumn) =>
  index(name)
    .on(createdAt)
    .where(sql`${handled} is null`);

/** `column in ('a','b')` for a check constraint; values are our own constants, never input. */
function oneOf(column: string, values: readonly string[]) {
  return sql.raw(`${column} in (${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ')})`);
}

// ---------- Site content (spec: public-site §3) ----------

export const contentSections = pgTable('content_sections', {
  id: id(),
  sectionKey: text('section_key').notNull().unique(),
  title: text('title'),
  subtitle: text('subtitle'),
  content: text('content'),
  buttonText: text('button_text'),
  buttonLink: text('button_link'),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}).enableRLS();

export const siteMedia = pgTable(
  'site_media',
  {
    id: id(),
    mediaKey: text('media_key').notNull().unique(),
    title: text('title'),
    description: text('description'),
    fileType: text('file_type').notNull().default('image'),
    placementSection: text('placement_section'),
    fileUrl: text('file_url'),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Soft delete: hidden everywhere, restorable from the undo toast; purged after 30 days (lib/data/retention.ts). */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    check(
      'site_media_placement_section_check',
      sql`${t.placementSection} is null or ${oneOf('placement_section', MEDIA_PLACEMENTS)}`,
    ),
    index('site_media_placement_sort_idx').on(t.placementSection, t.sortOrder),
  ],
).enableRLS();

export const siteSettings = pgTable('site_settings', {
  id: id(),
  settingKey: text('setting_key').notNull().unique(),
  settingValue: text('setting_value'),
  description: text('description'),
  updatedBy: uuid('updated_by'),
  updatedAt: updatedAt(),
}).enableRLS();

export const announcements = pgTable(
  'announcements',
  {
    id: id(),
    title: text('title').notNull(),
    content: text('content'),
    type: text('type').notNull().default('announcement'),
    link: text('link'),
    buttonText: text('button_text'),
    isActive: boolean('is_active').notNull().default(true),
    priority: integer('priority').notNull().default(1),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    imageUrl: text('image_url'),
    createdAt: createdAt(),
    /** Soft delete: hidden everywhere, restorable from the undo toast; purged after 30 days (lib/data/retention.ts). */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    check('announcements_priority_check', sql`${t.priority} between 1 and 5`),
    check('announcements_type_check', oneOf('type', ANNOUNCEMENT_TYPES)),
    index('announcements_active_order_idx').on(t.isActive, t.priority.desc(), t.createdAt.desc()),
  ],
).enableRLS();

// ---------- Events ----------

export const events = pgTable(
  'events',
  {
    id: id(),
    /** Stable key for links such as /prijava-dogadjaj?event=wild-mixer-april; optional. */
    eventKey: text('event_key').unique(),
    title: text('title').notNull(),
    shortDescription: text('short_description'),
    description: text('description'),
    eventDate: timestamp('event_date', { withTimezone: true }).notNull(),
    location: text('location'),
    imageUrl: text('image_url'),
    isFeatured: boolean('is_featured').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    maxParticipants: integer('max_participants'),
    currentParticipants: integer('current_participants').notNull().default(0),
    /**
     * The calendar entry's SEQUENCE (RFC 5545): raised by one whenever an admin moves the event's
     * date, time or place, so a calendar that imported its `.ics` moves the entry (same UID) instead
     * of adding a second one; the registered get a change notice with it (issue 50).
     */
    sequence: integer('sequence').notNull().default(0),
    registrationUrl: text('registration_url'),
    /** The approved proposal this event was created from, if any (admin 'Predlozi' → draft event). */
    submissionId: uuid('submission_id').references((): AnyPgColumn => eventSubmissions.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('events_max_participants_check', sql`${t.maxParticipants} is null or ${t.maxParticipants} > 0`),
    check('events_current_participants_check', sql`${t.currentParticipants} >= 0`),
    index('events_active_date_idx').on(t.isActive, t.eventDate),
  ],
).enableRLS();

export const eventSubmissions = pgTable(
  'event_submissions',
  {
    id: id(),
    submissionType: text('submission_type').notNull(),
    lumaUrl: text('luma_url'),
    eventName: text('event_name'),
    eventUrl: text('event_url'),
    eventLocation: text('event_location'),
    eventAddress: text('event_address'),
    eventHost: text('event_host'),
    eventDatetime: text('event_datetime'),
    eventDescription: text('event_description'),
    additionalNotes: text('additional_notes'),
    submitterName: text('submitter_name').notNull(),
    submitterEmail: text('submitter_email').notNull(),
    status: text('status').notNull().default('pending'),
    adminNotes: text('admin_notes'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('event_submissions_type_check', oneOf('submission_type', EVENT_SUBMISSION_TYPES)),
    check('event_submissions_status_check', oneOf('status', EVENT_SUBMISSION_STATUSES)),
    index('event_submissions_status_created_idx').on(t.status, t.createdAt.desc()),
  ],
).enableRLS();

/**
 * The order registrations reached their event's lock (issue 50): taken by the insert, which runs
 * while the event's row is locked, so it is the order in which places and waitlist positions were
 * decided.
 */
export const eventRegistrationArrival = pgSequence('event_registration_arrival');

export const eventRegistrations = pgTable(
  'event_registrations',
  {
    id: id(),
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'set null' }),
    eventTitle: text('event_title').notNull(),
    eventDate: text('event_date'),
    eventLocation: text('event_location'),
    eventDescription: text('event_description'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    company: text('company'),
    position: text('position'),
    message: text('message'),
    /**
     * One registration per e-mail per event, enforced by the database even under concurrent
     * submissions: `event:<event id>:<email>`, or `link:<title>|<date>:<email>` for an event known
     * only from its link. The event id stays in the key after the event is deleted.
     */
    dedupeKey: text('dedupe_key').unique(),
    /**
     * 'registered' holds a place (only these count toward `max_participants` and
     * `events.current_participants`), 'waitlisted' waits in `arrival` order, 'cancelled' gave it up
     * (its `dedupe_key` is cleared then, so the address may register again as a new row and an old
     * cancel link keeps naming the cancelled one).
     */
    status: text('status').notNull().default('registered'),
    /** The member who registered with one click ('Prijavi se' while signed in); null for the form. */
    memberId: uuid('member_id').references((): AnyPgColumn => memberProfiles.id, { onDelete: 'set null' }),
    /** Arrival order at the event's lock: the waitlist is served lowest first. */
    arrival: bigint('arrival', { mode: 'number' })
      .notNull()
      .default(sql`nextval('event_registration_arrival')`),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /**
     * When the 24-hour reminder was queued: set by the statement that claims the row, so each
     * registered person is reminded once however many instances run the job; cleared when the
     * event moves, so the new date is reminded again.
     */
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    /** Checked in at the door (issue 50): when, and by which admin account; cleared by 'Poništi'. */
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    checkedInBy: uuid('checked_in_by'),
    /** A member registered with one click chose to be shown to other members as coming. */
    showAttendance: boolean('show_attendance').notNull().default(false),
    handledAt: handledAt(),
    createdAt: createdAt(),
    searchText: searchText('search_text', 'first_name', 'last_name', 'email', 'event_title', 'company'),
  },
  (t) => [
    check('event_registrations_status_check', oneOf('status', REGISTRATION_STATUSES)),
    check('event_registrations_cancelled_check', sql`(${t.status} = 'cancelled') = (${t.cancelledAt} is not null)`),
    // One live registration per member and event: a second click or tab never makes a second row.
    // Also 'Moji događaji' (a member's registrations) reads this index by its first column.
    uniqueIndex('event_registrations_member_once_idx')
      .on(t.memberId, t.eventId)
      .where(sql`${t.memberId} is not null and ${t.status} <> 'cancelled'`),
    /** An event's waitlist in order: its first in line, and each person's position. */
    index('event_registrations_waitlist_idx')
      .on(t.eventId, t.arrival)
      .where(sql`${t.status} = 'waitlisted'`),
    /** The registered people of an event still to be reminded (the reminder job's claim). */
    index('event_registrations_reminder_due_idx')
      .on(t.eventId)
      .where(sql`${t.status} = 'registered' and ${t.reminderSentAt} is null`),
    index('event_registrations_event_idx').on(t.eventId, t.createdAt.desc()),
    /** An event's registrants first come first, and the CSV's keyset batches over (created_at, id). */
    index('event_registrations_event_order_idx').on(t.eventId, t.createdAt, t.id),
    trigramIndex('event_registrations_search_idx', t.searchText),
    unhandledIndex('event_registrations_unhandled_idx', t.createdAt, t.handledAt),
    index('event_registrations_created_idx').on(t.createdAt),
    /** The members an event shows as coming, in the order they registered. */
    index('event_registrations_shown_idx')
      .on(t.eventId, t.arrival)
      .where(sql`${t.showAttendance} and ${t.status} = 'registered'`),
  ],
).enableRLS();

// ---------- Blog (spec: platform §3) ----------

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: id(),
    title: text('title').notNull(),
    slug: text('slug').notNull().unique(),
    excerpt: text('excerpt'),
    category: text('category'),
    author: text('author').notNull().default('Tim zajednice'),
    featured: boolean('featured').notNull().default(false),
    published: boolean('published').notNull().default(false),
    headerImage: text('header_image'),
    headerImageAlt: text('header_image_alt'),
    headerImageCaption: text('header_image_caption'),
    featuredImage: text('featured_image'),
    tags: tags('tags'),
    content: text('content').notNull().default(''),
    publishDate: timestamp('publish_date', { withTimezone: true }),
    readTime: integer('read_time').notNull().default(1),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * Title, excerpt, text and tags, folded, as words for the blog search (prefix per word); empty
     * while the post is a draft, so the search needs no `published` condition beside its GIN index
     * (docs/decisions/blog-search-plan.md).
     */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql.raw(
        `case when published then to_tsvector('simple'::regconfig, search_fields(title, excerpt, content, search_tags(tags))) else ''::tsvector end`,
      ),
    ),
  },
  (t) => [
    check('blog_posts_slug_format_check', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check('blog_posts_category_check', sql`${t.category} is null or ${oneOf('category', BLOG_CATEGORIES)}`),
    check('blog_posts_read_time_check', sql`${t.readTime} >= 1`),
    index('blog_posts_published_date_idx').on(t.published, t.publishDate.desc()),
    index('blog_posts_category_idx').on(t.category),
    index('blog_posts_search_idx').using('gin', t.searchVector),
    index('blog_posts_published_order_idx')
      .on(postsNewestFirst())
      .where(sql`published`),
    index('blog_posts_category_order_idx')
      .on(t.category, postsNewestFirst())
      .where(sql`published`),
    /** The panel's list of posts, newest change first (read backwards). */
    index('blog_posts_updated_order_idx').on(t.updatedAt, t.createdAt, t.id),
    /** The blog's counts and last change per category: a grouped read of this index alone. */
    index('blog_posts_category_stats_idx')
      .on(t.category, t.updatedAt)
      .where(sql`published`),
  ],
).enableRLS();

// ---------- Members platform (spec: platform §3) ----------

export const memberProfiles = pgTable(
  'member_profiles',
  {
    id: id(),
    userId: uuid('user_id').unique(),
    email: text('email').notNull().unique(),
    /**
     * A contact address other than the account's, waiting for its own link (issue 48): `email`
     * changes only once the mailbox's owner confirms. The SHA-256 of the mailed token, and its end.
     */
    pendingEmail: text('pending_email'),
    pendingEmailTokenHash: text('pending_email_token_hash').unique(),
    pendingEmailExpiresAt: timestamp('pending_email_expires_at', { withTimezone: true }),
    fullName: text('full_name').notNull(),
    phone: text('phone'),
    bio: text('bio'),
    whatTheyDo: text('what_they_do'),
    whatTheyOffer: text('what_they_offer'),
    whatTheySeek: text('what_they_seek'),
    memberType: text('member_type').notNull(),
    startupStage: text('startup_stage'),
    industry: text('industry'),
    productsServices: text('products_services'),
    linkedinUrl: text('linkedin_url'),
    websiteUrl: text('website_url'),
    profileImage: text('profile_image'),
    interests: tags('interests'),
    seekingInCommunity: tags('seeking_in_community'),
    isMentor: boolean('is_mentor').notNull().default(false),
    seekingMentor: boolean('seeking_mentor').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    points: integer('points').notNull().default(0),
    /** The member chose not to be listed in the directory or the mentorship lists. */
    hideFromDirectory: boolean('hide_from_directory').notNull().default(false),
    /** How many active mentees a mentor takes; null means no limit. */
    mentorCapacity: integer('mentor_capacity'),
    /** Last daily digest of unread messages sent to this member. */
    messageDigestSentAt: timestamp('message_digest_sent_at', { withTimezone: true }),
    /** Notification settings (profile page): the daily digest of unread messages, mentorship mails. */
    digestEmails: boolean('digest_emails').notNull().default(true),
    mentorshipEmails: boolean('mentorship_emails').notNull().default(true),
    /**
     * 'Newsletter' in the notification settings (issue 51): on for members who join from now on;
     * the migration left it off for those who joined before it existed, who never chose it.
     */
    newsletterEmails: boolean('newsletter_emails').notNull().default(true),
    /** The script the member reads in (issue 52): their mails are written in it (`enqueueMail`). */
    script: text('script').$type<Script>().notNull().default('lat'),
    /** The inbox `email` delivers to (`canonical_mailbox`), to match members with subscribers. */
    mailbox: text('mailbox').generatedAlwaysAs(sql.raw('canonical_mailbox(email)')),
    approvalStatus: text('approval_status').notNull().default('pending'),
    approvedBy: uuid('approved_by'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** What each list searches (spec platform §5): the directory, the panel, mentors and mentees. */
    directorySearch: searchText('directory_search', 'full_name', 'what_they_do', 'industry', 'bio'),
    adminSearch: searchText('admin_search', 'full_name', 'email', 'what_they_do', 'industry', 'phone'),
    mentorSearch: searchText('mentor_search', 'full_name', 'what_they_do', 'industry'),
    menteeSearch: searchText('mentee_search', 'full_name', 'what_they_do', 'what_they_seek'),
  },
  (t) => [
    check('member_profiles_member_type_check', oneOf('member_type', MEMBER_TYPES)),
    check(
      'member_profiles_startup_stage_check',
      sql`${t.startupStage} is null or ${oneOf('startup_stage', STARTUP_STAGES)}`,
    ),
    check('member_profiles_industry_check', sql`${t.industry} is null or ${oneOf('industry', INDUSTRIES)}`),
    check('member_profiles_approval_status_check', oneOf('approval_status', APPROVAL_STATUSES)),
    check('member_profiles_script_check', oneOf('script', SCRIPTS)),
    check('member_profiles_mentor_capacity_check', sql`${t.mentorCapacity} is null or ${t.mentorCapacity} >= 0`),
    index('member_profiles_approval_created_idx').on(t.approvalStatus, t.createdAt.desc()),
    index('member_profiles_active_created_idx').on(t.isActive, t.createdAt.desc()),
    /** A member by inbox: one-click unsubscribe, and matching members with subscribers. */
    index('member_profiles_mailbox_idx').on(t.mailbox),
    trigramIndex('member_profiles_directory_search_idx', t.directorySearch),
    trigramIndex('member_profiles_admin_search_idx', t.adminSearch),
    trigramIndex('member_profiles_mentor_search_idx', t.mentorSearch),
    trigramIndex('member_profiles_mentee_search_idx', t.menteeSearch),
    // The directory's and the mentorship lists' order (lib/data/members.ts, member-mentorship.ts),
    // over the members they list: `created_at desc, id` by a backward scan, names ascending.
    // The listed members' ids alone (lib/data/member-conditions.ts `listedMember`): the ads' count
    // joins them from this index instead of reading every profile's wide row.
    index('member_profiles_listed_idx')
      .on(t.id)
      .where(sql`${t.approvalStatus} = 'approved' and ${t.isActive}`),
    index('member_profiles_directory_order_idx')
      .on(t.createdAt, t.id.desc().nullsFirst())
      .where(sql`${t.approvalStatus} = 'approved' and ${t.isActive} and not ${t.hideFromDirectory}`),
    index('member_profiles_mentors_order_idx')
      .on(t.fullName, t.id)
      .where(sql`${t.approvalStatus} = 'approved' and ${t.isActive} and not ${t.hideFromDirectory} and ${t.isMentor}`),
    index('member_profiles_mentees_order_idx')
      .on(t.fullName, t.id)
      .where(
        sql`${t.approvalStatus} = 'approved' and ${t.isActive} and not ${t.hideFromDirectory} and ${t.seekingMentor}`,
      ),
  ],
).enableRLS();

export const ads = pgTable(
  'ads',
  {
    id: id(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => memberProfiles.id, { onDelete: 'cascade' }),
    requestType: text('request_type').notNull(),
    category: text('category').notNull().default('other'),
    title: text('title').notNull(),
    description: text('description').notNull(),
    tags: tags('tags'),
    isActive: boolean('is_active').notNull().default(true),
    /** An ad is shown until it expires (60 days after posting or renewal) or its owner closes it. */
    expiresAt: timestamp('expires_at', { withTimezone: true })
      .notNull()
      .default(sql`now() + interval '60 days'`),
    /** When the owner was warned that the ad expires soon; cleared when the ad is renewed. */
    expiryWarnedAt: timestamp('expiry_warned_at', { withTimezone: true }),
    /** An admin closed the ad after a report: nobody but the admins sees it, and its owner cannot renew it. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Title and description, folded; the category's label is matched in code (lib/members/ads.ts). */
    searchText: searchText('search_text', 'title', 'description'),
  },
  (t) => [
    index('ads_member_idx').on(t.memberId),
    trigramIndex('ads_search_idx', t.searchText),
    index('ads_visible_created_idx')
      .on(t.createdAt)
      .where(sql`${t.isActive} and ${t.hiddenAt} is null`),
    check('ads_request_type_check', oneOf('request_type', AD_TYPES)),
    check('ads_category_check', oneOf('category', AD_CATEGORIES)),
    index('ads_active_created_idx').on(t.isActive, t.createdAt.desc()),
    // The ads' category filter in their order, and the other arm of a search that names a category
    // ('search_text like … or category in …' as a BitmapOr with the trigram index).
    index('ads_visible_category_idx')
      .on(t.category, t.createdAt)
      .where(sql`${t.isActive} and ${t.hiddenAt} is null`),
    // The open ads' count (the list's total, the navigation's badge) by an index-only scan.
    index('ads_visible_expiry_idx')
      .on(t.expiresAt, t.memberId)
      .where(sql`${t.isActive} and ${t.hiddenAt} is null`),
  ],
).enableRLS();

export const memberMessages = pgTable(
  'member_messages',
  {
    id: id(),
    fromMemberId: uuid('from_member_id')
      .notNull()
      .references(() => memberProfiles.id, { onDelete: 'cascade' }),
    toMemberId: uuid('to_member_id')
      .notNull()
      .references(() => memberProfiles.id, { onDelete: 'cascade' }),
    messageText: text('message_text').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    /** An admin hid the message after a report: every member's list leaves it out, the admins still see it. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('member_messages_not_self_check', sql`${t.fromMemberId} <> ${t.toMemberId}`),
    check('member_messages_text_check', sql`length(btrim(${t.messageText})) > 0`),
    index('member_messages_inbox_idx').on(t.toMemberId, t.isRead),
    index('member_messages_thread_idx').on(t.fromMemberId, t.toMemberId, t.createdAt),
    index('member_messages_received_thread_idx').on(t.toMemberId, t.fromMemberId, t.createdAt),
  ],
).enableRLS();

export const knowledgeResources = pgTable(
  'knowledge_resources',
  {
    id: id(),
    title: text('title').notNull(),
    description: text('description'),
    category: text('category').notNull().default('other'),
    resourceType: text('resource_type').notNull(),
    externalUrl: text('external_url'),
    fileUrl: text('file_url'),
    tags: tags('tags'),
    isFeatured: boolean('is_featured').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    uploadedBy: uuid('uploaded_by').references(() => memberProfiles.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** Title, description and tags, folded; the category's label is matched in code. */
    searchText: searchText('search_text', 'title', 'description', 'search_tags(tags)'),
  },
  (t) => [
    trigramIndex('knowledge_resources_search_idx', t.searchText),
    check('knowledge_resources_category_check', oneOf('category', RESOURCE_CATEGORIES)),
    check('knowledge_resources_type_check', oneOf('resource_type', RESOURCE_TYPES)),
    index('knowledge_resources_active_order_idx').on(t.isActive, t.isFeatured.desc(), t.createdAt.desc()),
  ],
).enableRLS();

export const mentorshipConnections = pgTable(
  'mentorship_connections',
  {
    id: id(),
    mentorId: uuid('mentor_id')
      .notNull()
      .references(() => memberProfiles.id, { onDelete: 'cascade' }),
    menteeId: uuid('mentee_id')
      .notNull()
      .references(() => memberProfiles.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'),
    focusAreas: tags('focus_areas'),
    notes: text('notes'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('mentorship_connections_status_check', oneOf('status', CONNECTION_STATUSES)),
    check('mentorship_connections_not_self_check', sql`${t.mentorId} <> ${t.menteeId}`),
    // One open (pending or active) connection per pair; a closed one may be followed by a new request.
    uniqueIndex('mentorship_connections_open_pair_idx')
      .on(t.mentorId, t.menteeId)
      .where(sql`status in ('pending', 'active')`),
    index('mentorship_connections_mentee_idx').on(t.menteeId),
    // 'Moje veze': the connections where the member is the mentor (the pair index holds only open ones).
    index('mentorship_connections_mentor_idx').on(t.mentorId),
  ],
).enableRLS();

export const adminProfiles = pgTable('admin_profiles', {
  id: id(),
  userId: uuid('user_id').unique(),
  email: text('email').notNull().unique(),
  /** The admin who granted the rights from the panel (null for the seeded admin and rows added by hand). */
  grantedBy: uuid('granted_by'),
  grantedAt: timestamp('granted_at', { withTimezone: true }),
  createdAt: createdAt(),
}).enableRLS();

/**
 * The team's roles besides admin (docs/admin.md "Uloge"): 'urednik', 'organizator', 'moderator'.
 * A person can hold several; an admin grants them to a confirmed account, as admin rights.
 */
export const staffRoles = pgTable(
  'staff_roles',
  {
    userId: uuid('user_id').notNull(),
    role: text('role').notNull(),
    /** The admin's account id and address as they were, so the team list reads without a join. */
    grantedBy: uuid('granted_by').notNull(),
    grantedByEmail: text('granted_by_email').notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] }), check('staff_roles_role_check', oneOf('role', STAFF_ROLES))],
).enableRLS();

/**
 * 'Dnevnik izmena' (docs/admin.md): every mutation made from the panel, who, when, what and why.
 * Append-only: a trigger refuses every UPDATE, and a DELETE of an entry younger than its retention
 * (`RETENTION_DAYS.staffLog`), so only the purge removes entries.
 */
export const staffLog = pgTable(
  'staff_log',
  {
    id: id(),
    /** The account and its address as they were when it acted. */
    actorId: uuid('actor_id').notNull(),
    actorEmail: text('actor_email').notNull(),
    /** The action's name (e.g. 'admin.events.update'). */
    action: text('action').notNull(),
    /** What it acted on: a kind ('event', 'member', …) and its id or key; null for the whole site. */
    targetType: text('target_type'),
    targetId: text('target_id'),
    /** A short summary of the change, in Serbian. */
    summary: text('summary').notNull(),
    /** The reason the person gave (rejections, suspensions, report decisions, removals). */
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('staff_log_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('staff_log_actor_idx').on(t.actorId, t.createdAt.desc()),
    index('staff_log_action_idx').on(t.action, t.createdAt.desc()),
  ],
).enableRLS();

// ---------- Stored public submissions ----------

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    handledAt: handledAt(),
    createdAt: createdAt(),
    searchText: searchText('search_text', 'name', 'email', 'message'),
  },
  (t) => [
    index('contact_messages_created_idx').on(t.createdAt.desc()),
    trigramIndex('contact_messages_search_idx', t.searchText),
    unhandledIndex('contact_messages_unhandled_idx', t.createdAt, t.handledAt),
  ],
).enableRLS();

export const joinApplications = pgTable(
  'join_applications',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    about: text('about').notNull(),
    contribute: text('contribute').notNull(),
    expect: text('expect').notNull(),
    handledAt: handledAt(),
    createdAt: createdAt(),
    searchText: searchText('search_text', 'name', 'email', 'about', 'contribute', 'expect'),
  },
  (t) => [
    index('join_applications_created_idx').on(t.createdAt.desc()),
    trigramIndex('join_applications_search_idx', t.searchText),
    unhandledIndex('join_applications_unhandled_idx', t.createdAt, t.handledAt),
  ],
).enableRLS();

export const teamApplications = pgTable(
  'team_applications',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    role: text('role').notNull(),
    experience: text('experience').notNull(),
    motivation: text('motivation').notNull(),
    handledAt: handledAt(),
    createdAt: createdAt(),
    searchText: searchText('search_text', 'name', 'email', 'experience', 'motivation'),
  },
  (t) => [
    index('team_applications_created_idx').on(t.createdAt.desc()),
    trigramIndex('team_applications_search_idx', t.searchText),
    unhandledIndex('team_applications_unhandled_idx', t.createdAt, t.handledAt),
  ],
).enableRLS();

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: id(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Stored lower-cased, as typed otherwise: where the mail goes. */
    email: text('email').notNull(),
    /** The inbox the address delivers to (`canonicalMailbox`): one subscription per inbox. */
    mailbox: text('mailbox').notNull().unique(),
    source: text('source'),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    /** Double opt-in: null until the link in the confirmation e-mail is used; unconfirmed addresses are never mailed. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** SHA-256 of the pending confirmation token; cleared once confirmed, so a link works once. */
    confirmTokenHash: text('confirm_token_hash').unique(),
    confirmSentAt: timestamp('confirm_sent_at', { withTimezone: true }),
    /** Token of the unsubscribe link in every e-mail. It can only unsubscribe, so it is stored as is. */
    unsubscribeToken: uuid('unsubscribe_token').notNull().defaultRandom().unique(),
    handledAt: handledAt(),
    createdAt: createdAt(),
    searchText: searchText('search_text', 'first_name', 'last_name', 'email'),
  },
  (t) => [
    check('newsletter_subscribers_email_lower_check', sql`${t.email} = lower(${t.email})`),
    index('newsletter_subscribers_created_idx').on(t.createdAt),
    trigramIndex('newsletter_subscribers_search_idx', t.searchText),
    unhandledIndex('newsletter_subscribers_unhandled_idx', t.createdAt, t.handledAt),
  ],
).enableRLS();

// ---------- Newsletter issues (issue 51) ----------

/** An issue written in the panel: a draft until sent, then in the archive at /newsletter/{slug}. */
export const newsletterIssues = pgTable(
  'newsletter_issues',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    subject: text('subject').notNull(),
    intro: text('intro').notNull().default(''),
    /** The blog editor's Markdown, sanitised like a post's when rendered. */
    content: text('content').notNull().default(''),
    /** The post it was made from, if any (its link is in the issue). */
    sourcePostId: uuid('source_post_id').references(() => blogPosts.id, { onDelete: 'set null' }),
    audience: text('audience').notNull().default('both'),
    status: text('status').notNull().default('draft'),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    /** When its recipients were fixed (one delivery row each) and how many there were. */
    queuedAt: timestamp('queued_at', { withTimezone: true }),
    recipientCount: integer('recipient_count'),
    /** When its last batch left: from then on it is in the archive. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('newsletter_issues_status_check', oneOf('status', NEWSLETTER_ISSUE_STATUSES)),
    check('newsletter_issues_audience_check', oneOf('audience', NEWSLETTER_AUDIENCES)),
    check('newsletter_issues_slug_format_check', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    /** The archive, newest first. */
    index('newsletter_issues_archive_idx')
      .on(t.sentAt)
      .where(sql`${t.status} = 'sent'`),
    /** Issues whose time has come (the scheduler's read). */
    index('newsletter_issues_scheduled_idx')
      .on(t.scheduledAt)
      .where(sql`${t.status} = 'scheduled'`),
    index('newsletter_issues_updated_idx').on(t.updatedAt),
  ],
).enableRLS();

/**
 * One copy of an issue per inbox, fixed when the issue is queued: the primary key is what makes
 * "one person, one copy". Each belongs to a numbered batch of at most 100, sent in one call.
 */
export const newsletterDeliveries = pgTable(
  'newsletter_deliveries',
  {
    issueId: uuid('issue_id')
      .notNull()
      .references(() => newsletterIssues.id, { onDelete: 'cascade' }),
    mailbox: text('mailbox').notNull(),
    /** Where the copy goes (the address as the subscriber or member gave it). */
    email: text('email').notNull(),
    batchNo: integer('batch_no').notNull(),
    /** Left out when its batch was first claimed: unsubscribed or suppressed since the queueing. */
    skipped: boolean('skipped').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.issueId, t.mailbox] }),
    index('newsletter_deliveries_batch_idx').on(t.issueId, t.batchNo),
  ],
).enableRLS();

/**
 * A batch is the unit of sending, claimed like the outbox's mails (`for update skip locked` with a
 * lease): its recipients never change once it has been tried, so a retry with the same idempotency
 * key cannot reach anyone twice.
 */
export const newsletterBatches = pgTable(
  'newsletter_batches',
  {
    issueId: uuid('issue_id')
      .notNull()
      .references(() => newsletterIssues.id, { onDelete: 'cascade' }),
    batchNo: integer('batch_no').notNull(),
    recipientCount: integer('recipient_count').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.issueId, t.batchNo] }),
    check('newsletter_batches_status_check', oneOf('status', NEWSLETTER_BATCH_STATUSES)),
    index('newsletter_batches_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
  ],
).enableRLS();

/** Inboxes never sent to again: a hard bounce or a spam complaint reported by Resend. */
export const newsletterSuppressions = pgTable(
  'newsletter_suppressions',
  {
    mailbox: text('mailbox').primaryKey(),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  () => [check('newsletter_suppressions_reason_check', oneOf('reason', NEWSLETTER_SUPPRESSION_REASONS))],
).enableRLS();

// ---------- Infrastructure ----------

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    toAddresses: text('to_addresses').array().notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    replyTo: text('reply_to'),
    template: text('template').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('mail_outbox_status_check', oneOf('status', MAIL_STATUSES)),
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('mail_outbox_created_idx').on(t.createdAt),
    index('mail_outbox_status_created_idx').on(t.status, t.createdAt),
  ],
).enableRLS();

/**
 * Every file stored through `/files/upload`, by the account that sent it: the per-account storage
 * quota sums these, and the hourly clean-up removes avatars no profile points to after a day
 * (lib/storage/upload-guard.ts). `user_id` is not a foreign key: on Supabase accounts live in auth.users.
 */
export const uploadedFiles = pgTable(
  'uploaded_files',
  {
    id: id(),
    userId: uuid('user_id').notNull(),
    purpose: text('purpose').notNull(),
    bucket: text('bucket').notNull(),
    path: text('path').notNull(),
    url: text('url').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('uploaded_files_user_idx').on(t.userId),
    index('uploaded_files_purpose_created_idx').on(t.purpose, t.createdAt),
  ],
).enableRLS();

/**
 * Server secrets the app makes for itself (lib/data/app-secrets.ts): `link_signing` signs the
 * one-click links in e-mails (ad renewal, digest unsubscribe). Created by the migration.
 */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
}).enableRLS();

/** One row per key and fixed window; incremented with an atomic upsert. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    /** One row per counter: its window opens at the counter's first attempt and lasts the rule's minutes. */
    key: text('key').primaryKey(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_expires_idx').on(t.expiresAt)],
).enableRLS();

/**
 * The route cache's shared tag state (lib/cache/tag-versions.ts): for each cache tag, the version
 * of its last invalidation. Every app instance keeps it in memory, read once and then updated by
 * the announcement each invalidation makes (LISTEN/NOTIFY), so a write made through one instance
 * expires the pages of all of them. Versions come from one sequence,
 * so they order invalidations across instances without comparing their clocks.
 */
export const routeCacheTagVersion = pgSequence('route_cache_tag_version');

export const routeCacheTags = pgTable('route_cache_tags', {
  tag: text('tag').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
}).enableRLS();

export const appUsers = pgTable(
  'app_users',
  {
    id: id(),
    email: text('email').notNull().unique(),
    /** Null for accounts that only sign in with Google. */
    passwordHash: text('password_hash'),
    fullName: text('full_name'),
    /** Google's subject id, for local-mode Google sign-in. */
    googleSubject: text('google_subject').unique(),
    /** True while the account still has the embedded demo password: the panel warns until it changes. */
    passwordIsDemo: boolean('password_is_demo').notNull().default(false),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    /** SHA-256 of the pending e-mail confirmation token; cleared once used. */
    emailConfirmTokenHash: text('email_confirm_token_hash').unique(),
    /** The confirmation link works until then (ACCOUNT_CONFIRMATION_LIFETIME_MS after it was sent). */
    emailConfirmTokenExpiresAt: timestamp('email_confirm_token_expires_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('app_users_email_lower_check', sql`${t.email} = lower(${t.email})`)],
).enableRLS();

export const appSessions = pgTable(
  'app_sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => appUsers.id, { onDelete: 'cascade' }),
    /** SHA-256 of the cookie token: a leaked table cannot be replayed as cookies. */
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('app_sessions_user_idx').on(t.userId), index('app_sessions_expires_idx').on(t.expiresAt)],
).enableRLS();

/**
 * A local sign-up waiting for its address (issue 48): each sign-up keeps its own password, name,
 * member profile and link, so a later sign-up for the same address overwrites nothing. The first
 * one confirmed creates the account (app_users) and voids the others; expired ones are purged.
 */
export const accountSignups = pgTable(
  'account_signups',
  {
    id: id(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    fullName: text('full_name'),
    /** The members' sign-up form's profile fields (null for the admin sign-up), created on confirmation. */
    memberProfile: jsonb('member_profile'),
    /** SHA-256 of the mailed confirmation token. */
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('account_signups_email_idx').on(t.email, t.createdAt.desc()),
    index('account_signups_expires_idx').on(t.expiresAt),
    check('account_signups_email_lower_check', sql`${t.email} = lower(${t.email})`),
  ],
).enableRLS();

/**
 * 'Zaboravljena lozinka?' (docs/accounts.md): single-use links for a new password, valid an hour.
 * Only the SHA-256 of the mailed token is stored; a used or expired row is purged after a day.
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => appUsers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('password_reset_tokens_user_idx').on(t.userId),
    index('password_reset_tokens_expires_idx').on(t.expiresAt),
  ],
).enableRLS();

// ---------- Admin and members additions ----------

/** Every save of a blog post keeps a revision the admin can restore (autosave, draft, publish). */
export const blogPostRevisions = pgTable(
  'blog_post_revisions',
  {
    id: id(),
    postId: uuid('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    /** autosave, draft, publish or restore. */
    reason: text('reason').notNull(),
    /** The post's editable fields as saved. */
    snapshot: jsonb('snapshot').notNull(),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    check('blog_post_revisions_reason_check', oneOf('reason', ['autosave', 'draft', 'publish', 'restore'])),
    index('blog_post_revisions_post_idx').on(t.postId, t.createdAt.desc()),
  ],
).enableRLS();

/** Points ledger: one row per award; the unique key makes an award for the same thing happen once. */
export const memberPointsLedger = pgTable(
  'member_points_ledger',
  {
    id: id(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => memberProfiles.id, { onDelete: 'cascade' }),
    activityType: text('activity_type').notNull(),
    points: integer('points').notNull(),
    description: text('description'),
    /** What the points are for (e.g. the ad's id). */
    referenceId: uuid('reference_id'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('member_points_ledger_once_idx').on(t.memberId, t.activityType, t.referenceId)],
).enableRLS();

/** A member who blocked another: the blocked member can no longer message them. */
export const memberBlocks = pgTable(
  'member_blocks',
  {
    blockerId: uuid('blocker_id')
      .notNull()
      .references(() => memberProfiles.id, { onDelete: 'cascade' }),
    blockedId: uuid('blocked_id')
      .notNull()
      .references(() => memberProfiles.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    check('member_blocks_not_self_check', sql`${t.blockerId} <> ${t.blockedId}`),
  ],
).enableRLS();

/**
 * A message or an ad a member reported to the admins (the table kept its first name: at first only
 * messages could be reported). `kind` says which of `message_id` / `request_id` was set; either
 * becomes null if its row is deleted, and the snapshot in `message_text` stays.
 */
export const messageReports = pgTable(
  'message_reports',
  {
    id: id(),
    kind: text('kind').notNull().default('message'),
    messageId: uuid('message_id').references(() => memberMessages.id, { onDelete: 'set null' }),
    requestId: uuid('request_id').references(() => ads.id, { onDelete: 'set null' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => memberProfiles.id, { onDelete: 'cascade' }),
    /** Whose message or ad it is: the member an admin may suspend from the report. */
    reportedMemberId: uuid('reported_member_id').references(() => memberProfiles.id, { onDelete: 'set null' }),
    /** The reported text as it was (an ad: its title and description), so a report survives the deletion. */
    messageText: text('message_text').notNull(),
    reasonCategory: text('reason_category').notNull().default('other'),
    /** The reporter's own words, optional. */
    reason: text('reason'),
    /** How an admin closed the report; null while it is open. `handled_at` is when. */
    resolution: text('resolution'),
    resolutionNote: text('resolution_note'),
    /** The admin's account id, and their address as it was, so the list reads without a join. */
    resolvedBy: uuid('resolved_by'),
    resolvedByEmail: text('resolved_by_email'),
    handledAt: handledAt(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('message_reports_once_idx').on(t.messageId, t.reporterId),
    uniqueIndex('message_reports_request_once_idx').on(t.requestId, t.reporterId),
    check('message_reports_kind_check', oneOf('kind', REPORT_KINDS)),
    check('message_reports_reason_category_check', oneOf('reason_category', REPORT_REASONS)),
    check(
      'message_reports_resolution_check',
      sql`${t.resolution} is null or ${oneOf('resolution', REPORT_RESOLUTIONS)}`,
    ),
    index('message_reports_open_idx').on(t.handledAt, t.createdAt.desc()),
    // 'Moje prijave': a member's own reports, newest first.
    index('message_reports_reporter_idx').on(t.reporterId, t.createdAt.desc()),
  ],
).enableRLS();

/**
 * Every admin decision about a member (approve, reject, suspend, re-open, reinstate): who, when,
 * and the note the member was mailed. The profile's `approved_by`/`approved_at` keep the latest.
 */
export const memberDecisions = pgTable(
  'member_decisions',
  {
    id: id(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => memberProfiles.id, { onDelete: 'cascade' }),
    decision: text('decision').notNull(),
    note: text('note'),
    /** The admin's account id, and their address as it was, so the history reads without a join. */
    decidedBy: uuid('decided_by').notNull(),
    decidedByEmail: text('decided_by_email').notNull(),
    /** The report that led to the decision, if any. */
    reportId: uuid('report_id').references(() => messageReports.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('member_decisions_decision_check', oneOf('decision', MEMBER_DECISION_KINDS)),
    index('member_decisions_member_idx').on(t.memberId, t.createdAt.desc()),
  ],
).enableRLS();

export type ContentSectionRow = typeof contentSections.$inferSelect;
export type SiteMediaRow = typeof siteMedia.$inferSelect;
export type AnnouncementRow = typeof announcements.$inferSelect;
export type EventRow = typeof events.$inferSelect;
