'use server';

/**
 * The members platform's own account actions (spec platform §2 /members/auth and /members/profile,
 * §5, §8 Members): sign-in, sign-up, completing a registration, the profile, and deleting the
 * account. Every profile change is keyed by the signed-in account, never by a submitted id.
 */

import { redirect } from 'next/navigation';

import { getAuth, isAdmin, memberStandingOf } from '@/lib/auth';
import { listAdminEmails } from '@/lib/data/accounts';
import { clearPendingProfileEmail } from '@/lib/data/profile-email';
import {
  createOwnProfile,
  deleteMemberAndAccount,
  findProfileByUserId,
  profileEmailBound,
  profileEmailTaken,
  updateNotificationSettings,
  updateOwnProfile,
  upsertPendingProfile,
} from '@/lib/data/members';
import { keepScriptChoice, scriptPath, type Script } from '@/lib/i18n/script';
import { describeError, log } from '@/lib/log';
import { memberSignupNotification } from '@/lib/mail/member-templates';
import { ACCESS_MESSAGES } from '@/lib/messages';
import { afterSignInPath, MEMBER_PATHS } from '@/lib/members/access';
import { PROFILE_EMAIL_MESSAGES } from '@/lib/members/profile-email';
import { consumeRateLimit, rateLimitMessage } from '@/lib/security/rate-limit';
import { isOwnStorageUrl } from '@/lib/storage';
import { AUTH_MESSAGES, CHECK_MAIL_PATH } from '@/lib/validation/auth';
import {
  deleteAccountSchema,
  MEMBER_MESSAGES,
  MEMBER_PROFILE_FIELDS,
  MEMBER_SIGN_IN_FIELDS,
  MEMBER_SIGN_UP_FIELDS,
  MEMBER_SIGN_UP_PROFILE_FIELDS,
  memberCompleteSignUpSchema,
  memberProfileSchema,
  memberSignInSchema,
  memberSignUpSchema,
  NOTIFICATION_MESSAGES,
  NOTIFICATION_SETTINGS_FIELDS,
  notificationSettingsSchema,
  type NotificationSettingsValues,
  type MemberCompleteSignUpValues,
} from '@/lib/validation/members';

import { sendAccountConfirmation } from './account-confirmation';
import { mailProfileEmailLink, profileEmailAppliesAtOnce } from './profile-email-link';
import type { ActionContext } from '@/lib/auth/context';
import { defineAction, type ActionTools } from './define';
import { signInAction } from './sign-in';
import { actionFailure, actionSuccess, type ActionResult, type RedirectData } from './result';

/** Free-text fields cleaned with the spec's sanitiser; passwords and e-mails are left alone. */
const SANITIZED_PROFILE_TEXT = [
  'fullName',
  'bio',
  'whatTheyDo',
  'whatTheyOffer',
  'whatTheySeek',
  'phone',
  'linkedinUrl',
  'websiteUrl',
] as const;

/**
 * Spec §8: a login whose credentials are wrong reads 'Neispravni podaci'; other auth errors carry
 * the service's message. A success hands its rate-limit attempt back, so only failures count.
 */
export const memberSignIn = signInAction({
  name: 'members.sign_in',
  fields: MEMBER_SIGN_IN_FIELDS,
  schema: memberSignInSchema,
  signedIn: MEMBER_MESSAGES.signedIn,
  failureMessage: MEMBER_MESSAGES.unexpected,
  refusal: (outcome) =>
    outcome.reason === 'invalid'
      ? { message: MEMBER_MESSAGES.invalidCredentials, title: MEMBER_MESSAGES.invalidCredentialsTitle }
      : {
          message: outcome.reason === 'unconfirmed' ? AUTH_MESSAGES.emailNotConfirmed : outcome.message,
          title: MEMBER_MESSAGES.signInFailedTitle,
        },
  // A member who chose Cyrillic in their settings gets it wherever they sign in (the cookie keeps it
  // for the next visit, next.config.mjs); anybody else stays in the sign-in page's script.
  destination: async (_values, user, ctx, script) => {
    const standing = await memberStandingOf(ctx, user);
    const choseCyrillic = 'profile' in standing && standing.profile.script === 'cir';
    if (choseCyrillic) keepScriptChoice(ctx, 'cir');
    return scriptPath(choseCyrillic ? 'cir' : script, afterSignInPath(standing.kind));
  },
});

/** Tells the admins (or the team's address when there is none) that a profile waits for approval. */
async function notifyAdmins(
  ctx: ActionContext,
  queueMail: ActionTools<'public', unknown>['queueMail'],
  member: { fullName: string; email: string; memberType: string; whatTheyDo: string | null },
) {
  await queueMail(async () => [memberSignupNotification(ctx.mail, await listAdminEmails(ctx.db), member)]);
}

/** Creates the pending profile of a new or signed-in account; a failure is the spec's profile error. */
async function createPendingProfile(
  ctx: ActionContext,
  userId: string,
  email: string,
  values: MemberCompleteSignUpValues,
): Promise<boolean> {
  try {
    return (await upsertPendingProfile(ctx.db, { ...values, userId, email }, ctx.now)) !== null;
  } catch (error) {
    log.error('members.profile_create_failed', { error: describeError(error) });
    return false;
  }
}

/**
 * Sign-up (spec §2, §7): the account, a pending profile upserted on the e-mail, then the pending
 * page. Locally a sign-up of its own waits for its address (docs/accounts.md): the link goes out
 * through the outbox, the page says to check the mail, and the link creates the account and the
 * profile; the admins hear of the application only then (`confirmEmail`). Supabase creates the
 * account and the profile at once (and with confirmation off signs it in).
 */
export const memberSignUp = defineAction<'public', typeof memberSignUpSchema._zod.output, RedirectData>({
  name: 'members.sign_up',
  access: 'public',
  fields: MEMBER_SIGN_UP_FIELDS,
  sanitize: SANITIZED_PROFILE_TEXT.filter((name) => (MEMBER_SIGN_UP_FIELDS as readonly string[]).includes(name)),
  schema: memberSignUpSchema,
  rateLimit: { category: 'signUp', subject: (values) => values.email },
  success: { title: MEMBER_MESSAGES.signedUp, message: MEMBER_MESSAGES.signedUpMessage },
  failureMessage: MEMBER_MESSAGES.signUpUnexpected,
  async handle(values, { ctx, succeed, refund, queueMail, enhanced, goTo }) {
    const { email, password, ...profile } = values;
    // Another account's profile uses the address: the pending profile could never be created.
    if (await profileEmailBound(ctx.db, email)) {
      return actionFailure(MEMBER_MESSAGES.profileCreateFailed, { title: MEMBER_MESSAGES.profileCreateFailedTitle });
    }
    const outcome = await getAuth().signUp(ctx, {
      email,
      password,
      fullName: profile.fullName,
      redirectTo: `${ctx.mail.siteUrl}${MEMBER_PATHS.dashboard}`,
      signIn: true,
      memberProfile: profile,
    });
    if (!outcome.ok) {
      await refund();
      return outcome.reason === 'exists'
        ? actionFailure(MEMBER_MESSAGES.userExists, { title: MEMBER_MESSAGES.userExistsTitle, values: { email } })
        : actionFailure(outcome.message, { title: MEMBER_MESSAGES.signUpFailedTitle, values: { email } });
    }
    // A local sign-up keeps its profile with itself: the link creates it with the account, and the
    // admins hear of the application then (confirmEmail). A Supabase account exists already.
    if (outcome.user === null) {
      await sendAccountConfirmation(ctx, queueMail, email, outcome.confirmToken);
    } else {
      if (!(await createPendingProfile(ctx, outcome.user.id, email, profile))) {
        return actionFailure(MEMBER_MESSAGES.profileCreateFailed, { title: MEMBER_MESSAGES.profileCreateFailedTitle });
      }
      await notifyAdmins(ctx, queueMail, {
        fullName: profile.fullName,
        email,
        memberType: profile.memberType,
        whatTheyDo: profile.whatTheyDo,
      });
    }
    const redirectTo = outcome.signedIn ? MEMBER_PATHS.pending : CHECK_MAIL_PATH.member;
    if (!enhanced) goTo(redirectTo);
    return outcome.signedIn
      ? succeed({ redirectTo })
      : actionSuccess(MEMBER_MESSAGES.signedUp, MEMBER_MESSAGES.signedUpCheckMail, { redirectTo });
  },
});

/**
 * An account that is signed in but has no profile (a Google sign-in, or an admin account) finishes
 * its registration: the same profile fields, its own e-mail, no password.
 */
export const completeMemberSignUp = defineAction<'user', MemberCompleteSignUpValues, RedirectData>({
  name: 'members.complete_sign_up',
  access: 'user',
  fields: MEMBER_SIGN_UP_PROFILE_FIELDS,
  sanitize: SANITIZED_PROFILE_TEXT.filter((name) =>
    (MEMBER_SIGN_UP_PROFILE_FIELDS as readonly string[]).includes(name),
  ),
  schema: memberCompleteSignUpSchema,
  success: { title: MEMBER_MESSAGES.signedUp, message: MEMBER_MESSAGES.signedUpMessage },
  failureMessage: MEMBER_MESSAGES.signUpUnexpected,
  async handle(values, { ctx, caller, leadTo, queueMail }) {
    const standing = await memberStandingOf(ctx, caller.user);
    if (standing.kind !== 'no-profile')
      return actionFailure(MEMBER_MESSAGES.profileCreateFailed, { title: MEMBER_MESSAGES.profileCreateFailedTitle });
    if (!(await createPendingProfile(ctx, caller.user.id, caller.user.email, values))) {
      return actionFailure(MEMBER_MESSAGES.profileCreateFailed, { title: MEMBER_MESSAGES.profileCreateFailedTitle });
    }
    await notifyAdmins(ctx, queueMail, {
      fullName: values.fullName,
      email: caller.user.email,
      memberType: values.memberType,
      whatTheyDo: values.whatTheyDo,
    });
    return leadTo(MEMBER_PATHS.pending);
  },
});

/**
 * /members/profile (spec §2, §4): edit mode for an approved member, create mode for a signed-in
 * account without a profile (the new profile waits for approval like every sign-up). Pending and
 * rejected members cannot change theirs.
 */
export const saveMemberProfile = defineAction<'user', typeof memberProfileSchema._zod.output, RedirectData>({
  name: 'members.save_profile',
  access: 'user',
  fields: MEMBER_PROFILE_FIELDS,
  sanitize: SANITIZED_PROFILE_TEXT,
  schema: memberProfileSchema,
  // Keyed by the account (a profile being created has no member id yet).
  rateLimit: { category: 'profileSave' },
  success: { title: MEMBER_MESSAGES.profileUpdated, message: '' },
  failureMessage: MEMBER_MESSAGES.profileSaveFailed,
  async handle(values, { ctx, caller, queueMail, fail, enhanced, goTo }): Promise<ActionResult<RedirectData>> {
    const standing = await memberStandingOf(ctx, caller.user);
    if (standing.kind !== 'approved' && standing.kind !== 'no-profile') return actionFailure(ACCESS_MESSAGES.notMember);

    const current = standing.kind === 'approved' ? await findProfileByUserId(ctx.db, caller.user.id) : null;
    // The avatar is a URL our upload route stored (or the one already saved), never any address.
    if (
      values.profileImage &&
      values.profileImage !== current?.profileImage &&
      !isOwnStorageUrl(values.profileImage, 'avatar')
    ) {
      return fail(MEMBER_MESSAGES.avatarInvalid, { fieldErrors: { profileImage: [MEMBER_MESSAGES.avatarInvalid] } });
    }
    if (await profileEmailTaken(ctx.db, values.email, caller.user.id)) {
      return fail(MEMBER_MESSAGES.profileEmailTaken, { fieldErrors: { email: [MEMBER_MESSAGES.profileEmailTaken] } });
    }
    // Another address than the account's (or the profile's current one) is not used until its
    // owner confirms it through its own link (docs/members.md, "Profile e-mail"): until then the
    // profile keeps its address, and the typed one belongs to nobody.
    const pendingEmail = profileEmailAppliesAtOnce(values.email, caller.user.email, current?.email ?? null)
      ? null
      : values.email;
    if (pendingEmail) {
      const limit = await consumeRateLimit(
        ctx.db,
        { category: 'profileEmailConfirm', account: caller.user.id, clientIp: ctx.clientIp, host: ctx.host },
        ctx.now,
      );
      if (!limit.allowed) {
        const message = rateLimitMessage(limit.retryAfterMinutes);
        return fail(message, { fieldErrors: { email: [message] } });
      }
    }
    const saved = { ...values, email: pendingEmail ? (current?.email ?? caller.user.email) : values.email };
    const pendingNotice = pendingEmail ? PROFILE_EMAIL_MESSAGES.pending(pendingEmail) : '';

    if (standing.kind === 'no-profile') {
      if (!(await createOwnProfile(ctx.db, caller.user.id, saved))) return fail(MEMBER_MESSAGES.profileSaveFailed);
      if (pendingEmail) await mailProfileEmailLink(ctx, queueMail, caller.user.id, pendingEmail);
      await notifyAdmins(ctx, queueMail, saved);
      if (!enhanced) goTo(MEMBER_PATHS.pending);
      return actionSuccess(
        MEMBER_MESSAGES.profileCreated,
        [MEMBER_MESSAGES.signedUpMessage, pendingNotice].filter(Boolean).join(' '),
        { redirectTo: MEMBER_PATHS.pending },
      );
    }
    if (!(await updateOwnProfile(ctx.db, caller.user.id, saved, ctx.now)))
      return fail(MEMBER_MESSAGES.profileSaveFailed);
    if (pendingEmail) await mailProfileEmailLink(ctx, queueMail, caller.user.id, pendingEmail);
    // A new address applied at once supersedes one still waiting for its link.
    else if (values.email !== current?.email) await clearPendingProfileEmail(ctx.db, caller.user.id);
    if (!enhanced) goTo(`${MEMBER_PATHS.profile}?sacuvano=1`);
    return actionSuccess(MEMBER_MESSAGES.profileUpdated, pendingNotice, { redirectTo: MEMBER_PATHS.profile });
  },
});

/**
 * Deletes the member's profile and everything that hangs on it (docs/members.md), then the local
 * account unless it is an admin's, and signs out. Typing OBRIŠI confirms it.
 */
export const deleteMemberAccount = defineAction<'member', { confirmation: string }, RedirectData>({
  name: 'members.delete_account',
  access: 'member',
  fields: ['confirmation'],
  schema: deleteAccountSchema,
  success: { title: MEMBER_MESSAGES.accountDeleted, message: MEMBER_MESSAGES.accountDeletedMessage },
  failureMessage: MEMBER_MESSAGES.accountDeleteFailed,
  async handle(_values, { ctx, caller, leadTo }) {
    const auth = getAuth();
    const keepAccount = auth.kind !== 'local' || (await isAdmin(ctx, caller.user));
    await deleteMemberAndAccount(ctx.db, {
      memberId: caller.member.id,
      userId: caller.user.id,
      deleteAccount: !keepAccount,
    });
    await auth.signOut(ctx);
    log.info('members.account_deleted', { accountKept: keepAccount });
    return leadTo('/');
  },
});

/**
 * The profile page's 'Obaveštenja': the digest, mentorship and newsletter mails, each on or off,
 * and the member's script; answered with the script chosen (the page follows it).
 */
export const saveNotificationSettings = defineAction<'member', NotificationSettingsValues, { script: Script }>({
  name: 'members.notification_settings',
  access: 'member',
  fields: NOTIFICATION_SETTINGS_FIELDS,
  schema: notificationSettingsSchema,
  rateLimit: { category: 'profileSave' },
  success: NOTIFICATION_MESSAGES.saved,
  failureMessage: NOTIFICATION_MESSAGES.saveFailed,
  async handle(values, { ctx, caller, succeed, fail, enhanced, script }) {
    if (!(await updateNotificationSettings(ctx.db, caller.member.id, values, ctx.now))) {
      return fail(NOTIFICATION_MESSAGES.saveFailed);
    }
    // The choice applies at once: kept for the next visits, and the profile shown in it.
    const chosen = values.script ?? script;
    keepScriptChoice(ctx, chosen);
    if (!enhanced) redirect(scriptPath(chosen, `${MEMBER_PATHS.profile}?obavestenja=1`));
    return succeed({ script: chosen });
  },
});
