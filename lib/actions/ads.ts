'use server';

/**
 * Ads (spec platform §2 /members/requests, §5, §7, §8 Members): post, edit, renew, close, delete.
 * Every change is keyed by the caller's own member id: another member's ad is "not found".
 */

import type { Database } from '@/lib/db/client';
import { closeOwnAd, createAd, deleteOwnAd, moderatorClosureOfOwnAd, renewOwnAd, updateOwnAd } from '@/lib/data/ads';
import { ADS_PATH } from '@/lib/members/ads';
import { AD_EDIT_FIELDS, AD_FIELDS, adEditSchema, adIdSchema, adSchema, type AdValues } from '@/lib/validation/ads';
import { AD_MESSAGES } from '@/lib/validation/ads-texts';
import { MODERATION_OUTCOME_TEXTS } from '@/lib/validation/member-texts';

import { defineAction } from './define';

export const postAd = defineAction<'member', AdValues, { id: string }>({
  name: 'members.ads.post',
  access: 'member',
  fields: AD_FIELDS,
  sanitize: 'all',
  schema: adSchema,
  rateLimit: { category: 'memberAd' },
  success: AD_MESSAGES.posted,
  failureMessage: AD_MESSAGES.postFailed,
  async handle(values, { ctx, caller, succeed, fail, enhanced, goTo }) {
    const created = await createAd(ctx.db, caller.member.id, values, ctx.now);
    if (!created) return fail(AD_MESSAGES.dailyLimit);
    if (!enhanced) goTo(ADS_PATH);
    return succeed({ id: created.id });
  },
});

export const updateAd = defineAction({
  name: 'members.ads.update',
  access: 'member',
  fields: AD_EDIT_FIELDS,
  sanitize: 'all',
  schema: adEditSchema,
  rateLimit: { category: 'memberAd' },
  success: AD_MESSAGES.updated,
  failureMessage: AD_MESSAGES.changeFailed,
  async handle({ id, ...values }, { ctx, caller, succeed, fail, enhanced, goTo }) {
    if (!(await updateOwnAd(ctx.db, caller.member.id, id, values, ctx.now))) return fail(AD_MESSAGES.notFound);
    if (!enhanced) goTo(`${ADS_PATH}?mine=1`);
    return succeed();
  },
});

/**
 * Renew, close and delete share their shape: one id, the owner's condition, a message. A refusal
 * that is not 'not found' (`refusal`: a moderator closed the ad) is said as it is.
 */
function ownAdAction(
  name: string,
  success: { title: string; message: string },
  change: (db: Database, memberId: string, id: string, now: Date) => Promise<boolean>,
  refusal: (db: Database, memberId: string, id: string) => Promise<string | null> = async () => null,
) {
  return defineAction({
    name,
    access: 'member',
    fields: ['id'],
    schema: adIdSchema,
    success,
    failureMessage: AD_MESSAGES.changeFailed,
    async handle({ id }, { ctx, caller, succeed, fail, enhanced, goTo }) {
      if (!(await change(ctx.db, caller.member.id, id, ctx.now)))
        return fail((await refusal(ctx.db, caller.member.id, id)) ?? AD_MESSAGES.notFound);
      if (!enhanced) goTo(`${ADS_PATH}?mine=1`);
      return succeed();
    },
  });
}

/** An ad a moderator closed stays closed: renewing it says so ('Oglas je zatvorio moderator …'). */
export const renewAd = ownAdAction('members.ads.renew', AD_MESSAGES.renewed, renewOwnAd, async (db, memberId, id) => {
  const closedAt = await moderatorClosureOfOwnAd(db, memberId, id);
  return closedAt ? MODERATION_OUTCOME_TEXTS.adClosed(closedAt) : null;
});
export const closeAd = ownAdAction('members.ads.close', AD_MESSAGES.closed, closeOwnAd);
export const deleteAd = ownAdAction('members.ads.delete', AD_MESSAGES.deleted, (db, memberId, id) =>
  deleteOwnAd(db, memberId, id),
);
