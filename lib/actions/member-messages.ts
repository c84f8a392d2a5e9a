'use server';

/**
 * Messages between members (spec platform §2 /members/messages, §4, §5, §8 Members), plus ours:
 * blocking a member and reporting a message to the admins. The caller is always one side of
 * whatever is read or changed; the other side is given by id and checked here.
 */

import {
  blockMember,
  findChatPartner,
  insertMessage,
  markThreadRead,
  messagingPartner,
  unblockMember,
} from '@/lib/data/member-messages';
import { threadPath } from '@/lib/members/message-thread';
import { memberIdSchema, MESSAGE_FIELDS, messageSchema } from '@/lib/validation/member-schemas';
import { MESSAGE_TEXTS, UNKNOWN_MEMBER } from '@/lib/validation/member-texts';

import { defineAction } from './define';

/** What the thread needs to show a sent message at once. */
export interface SentMessage {
  id: string;
  createdAt: string;
}

/**
 * Sends a message. Messages are plain text shown through React (escaped), so they are not run
 * through the form sanitiser: "<3" and "a < b" arrive as typed. Rate limited per sender.
 */
export const sendMessage = defineAction<'member', { to: string; text: string }, SentMessage>({
  name: 'members.messages.send',
  access: 'member',
  fields: MESSAGE_FIELDS,
  schema: messageSchema,
  rateLimit: { category: 'memberMessage' },
  success: MESSAGE_TEXTS.sent,
  failureMessage: MESSAGE_TEXTS.sendFailed,
  async handle(values, { ctx, caller, succeed, fail, refund, enhanced, goTo }) {
    const partner = await messagingPartner(ctx.db, caller.member.id, values.to);
    if (!partner) {
      await refund();
      return fail(MESSAGE_TEXTS.cannotStart);
    }
    const message = await insertMessage(ctx.db, caller.member.id, partner.id, values.text, ctx.now);
    if (!enhanced) goTo(threadPath(partner.id));
    return succeed({ id: message.id, createdAt: message.createdAt.toISOString() });
  },
});

/**
 * Marks the partner's messages to the caller read (spec §4: when the conversation is opened). A
 * POST from the open thread, never a GET: a link or a cross-site page must not mark messages read
 * (that would also keep them out of the daily digest).
 */
export const markConversationRead = defineAction({
  name: 'members.messages.read',
  access: 'member',
  fields: ['memberId'],
  schema: memberIdSchema,
  success: MESSAGE_TEXTS.read,
  failureMessage: MESSAGE_TEXTS.readFailed,
  async handle({ memberId }, { ctx, caller, succeed, enhanced, goTo }) {
    await markThreadRead(ctx.db, caller.member.id, memberId);
    if (!enhanced) goTo(threadPath(memberId));
    return succeed();
  },
});

/** Blocks a member: neither can write to the other until the blocker unblocks. */
export const blockChatMember = defineAction({
  name: 'members.messages.block',
  access: 'member',
  fields: ['memberId'],
  schema: memberIdSchema,
  success: MESSAGE_TEXTS.blocked,
  failureMessage: MESSAGE_TEXTS.blockFailed,
  async handle({ memberId }, { ctx, caller, succeed, fail, enhanced, goTo }) {
    if (memberId === caller.member.id || !(await findChatPartner(ctx.db, memberId))) return fail(UNKNOWN_MEMBER);
    await blockMember(ctx.db, caller.member.id, memberId);
    if (!enhanced) goTo(threadPath(memberId));
    return succeed();
  },
});

export const unblockChatMember = defineAction({
  name: 'members.messages.unblock',
  access: 'member',
  fields: ['memberId'],
  schema: memberIdSchema,
  success: MESSAGE_TEXTS.unblocked,
  failureMessage: MESSAGE_TEXTS.blockFailed,
  async handle({ memberId }, { ctx, caller, succeed, enhanced, goTo }) {
    await unblockMember(ctx.db, caller.member.id, memberId);
    if (!enhanced) goTo(threadPath(memberId));
    return succeed();
  },
});
