'use server';

/**
 * Mentorship (spec platform §2 /members/mentorship, §4, §5, §6, §8 Members): a mentee requests,
 * only the mentor of a pending connection accepts, either side closes. Both sides are e-mailed.
 */

import {
  acceptConnectionAsMentor,
  closeOwnConnection,
  findOwnConnection,
  insertMentorshipRequest,
  mentorshipRequestFacts,
} from '@/lib/data/member-mentorship';
import { mentorshipAcceptedMail, mentorshipClosedMails, mentorshipRequestMail } from '@/lib/mail/platform-templates';
import { MENTORSHIP_REFUSALS, mentorshipRequestRefusal } from '@/lib/members/mentorship';
import { closeConnectionSchema, connectionIdSchema, mentorshipRequestSchema } from '@/lib/validation/member-schemas';
import { MENTORSHIP_MESSAGES } from '@/lib/validation/member-texts';

import { defineAction } from './define';

const CONNECTIONS_PATH = '/members/mentorship?tab=connections';

export const requestMentorship = defineAction({
  name: 'members.mentorship.request',
  access: 'member',
  fields: ['mentorId', 'focusAreas', 'notes'],
  sanitize: ['focusAreas', 'notes'],
  schema: mentorshipRequestSchema,
  rateLimit: { category: 'mentorshipRequest' },
  success: MENTORSHIP_MESSAGES.requested,
  failureMessage: MENTORSHIP_MESSAGES.requestFailed,
  async handle(values, { ctx, caller, succeed, fail, queueMail, enhanced, goTo }) {
    const refusal = mentorshipRequestRefusal(await mentorshipRequestFacts(ctx.db, caller.member.id, values.mentorId));
    if (refusal) return fail(MENTORSHIP_REFUSALS[refusal]);
    const id = await insertMentorshipRequest(ctx.db, {
      mentorId: values.mentorId,
      menteeId: caller.member.id,
      focusAreas: values.focusAreas,
      notes: values.notes || null,
      now: ctx.now,
    });
    // A simultaneous request for the same pair won the race: the unique index kept one row.
    if (!id) return fail(MENTORSHIP_REFUSALS.duplicate);
    const connection = await findOwnConnection(ctx.db, caller.member.id, id);
    // Each mail honours its recipient's notification setting (profile page, 'Obaveštenja').
    if (connection?.mentor.mentorshipEmails) await queueMail(() => [mentorshipRequestMail(ctx.mail, connection)]);
    if (!enhanced) goTo(CONNECTIONS_PATH);
    return succeed();
  },
});

export const acceptMentorship = defineAction({
  name: 'members.mentorship.accept',
  access: 'member',
  fields: ['connectionId'],
  schema: connectionIdSchema,
  success: MENTORSHIP_MESSAGES.accepted,
  failureMessage: MENTORSHIP_MESSAGES.acceptFailed,
  async handle({ connectionId }, { ctx, caller, succeed, fail, queueMail, enhanced, goTo }) {
    const outcome = await acceptConnectionAsMentor(ctx.db, caller.member.id, connectionId, ctx.now);
    if (!outcome) return fail(MENTORSHIP_MESSAGES.connectionNotFound);
    if (outcome === 'full') return fail(MENTORSHIP_REFUSALS.full);
    const connection = await findOwnConnection(ctx.db, caller.member.id, connectionId);
    if (connection?.mentee.mentorshipEmails) await queueMail(() => [mentorshipAcceptedMail(ctx.mail, connection)]);
    if (!enhanced) goTo(CONNECTIONS_PATH);
    return succeed();
  },
});

export const closeMentorship = defineAction({
  name: 'members.mentorship.close',
  access: 'member',
  fields: ['connectionId', 'outcome'],
  schema: closeConnectionSchema,
  success: MENTORSHIP_MESSAGES.closed,
  failureMessage: MENTORSHIP_MESSAGES.closeFailed,
  async handle({ connectionId, outcome }, { ctx, caller, succeed, fail, queueMail, enhanced, goTo }) {
    const connection = await findOwnConnection(ctx.db, caller.member.id, connectionId);
    if (!connection || !(await closeOwnConnection(ctx.db, caller.member.id, connectionId, outcome, ctx.now))) {
      return fail(MENTORSHIP_MESSAGES.connectionNotFound);
    }
    const closedBy = connection.mentor.id === caller.member.id ? connection.mentor : connection.mentee;
    const recipients = [connection.mentor, connection.mentee].filter((side) => side.mentorshipEmails);
    await queueMail(() =>
      mentorshipClosedMails(ctx.mail, {
        mentor: connection.mentor,
        mentee: connection.mentee,
        closedBy,
        outcome,
        recipients,
      }),
    );
    if (!enhanced) goTo(CONNECTIONS_PATH);
    return succeed();
  },
});
