import 'server-only';

import { requestContext, type ActionContext, type GetContext } from '@/lib/auth/context';
import { hasCapability, isStaff, type StaffAccess } from '@/lib/admin/roles';
import { currentUserOf, memberStandingOf, staffAccessOf } from '@/lib/auth';
import { deleteUploadedFileRecord, listOrphanedAvatars, reserveUploadedFile, storedBytesOf } from '@/lib/data/uploads';
import type { Database } from '@/lib/db/client';
import { log } from '@/lib/log';
import { consumeRateLimit, rateLimitMessage } from '@/lib/security/rate-limit';
import { UPLOAD_MESSAGES } from '@/lib/validation/uploads';

import { getStorage } from './index';
import type { ReserveSpace } from './store';
import type { FileStorage } from './types';
import { isStorageBucket, UPLOAD_RULES, type UploadPurpose } from './uploads';

const MEGABYTE = 1024 * 1024;

/**
 * What one account may keep stored: a member only needs an avatar or two (replaced ones are
 * removed after a day); admins run the site's media and files.
 */
export const UPLOAD_QUOTA_BYTES = { member: 25 * MEGABYTE, admin: 2048 * MEGABYTE } as const;

/** Avatars no profile shows are removed this long after their upload. */
export const ORPHANED_UPLOAD_AGE_MS = 24 * 60 * 60_000;

/** How often the clean-up looks for orphaned uploads. */
export const ORPHAN_CHECK_INTERVAL_MS = 60 * 60_000;

/** Who is uploading, as far as uploads care. */
export interface Uploader {
  userId: string;
  /** What the account may do in the panel (admin rights, team roles). */
  staff: StaffAccess;
  /** An approved, active member (the only ones who may set an avatar). */
  member: boolean;
}

/**
 * The route's answer before the body is read: go ahead (and reserve the file's space before its
 * bytes are written, see `storeUpload`), or a refusal.
 */
export type UploadAdmission =
  { ok: true; reserve: ReserveSpace } | { ok: false; status: 401 | 403 | 413 | 429; message: string };

/** Decides an upload of `declaredBytes` for a purpose; the route handler takes one. */
export type UploadGate = (purpose: UploadPurpose, declaredBytes: number) => Promise<UploadAdmission>;

/** The panel's purposes need their tab's capability; an avatar needs an approved member. */
export function uploadAccess(
  purpose: UploadPurpose,
  uploader: Uploader | null,
): 'granted' | 'sign-in-required' | 'forbidden' {
  if (!uploader) return 'sign-in-required';
  const access = UPLOAD_RULES[purpose].access;
  const allowed = access === 'member' ? uploader.member : hasCapability(uploader.staff, access);
  return allowed ? 'granted' : 'forbidden';
}

/** The signed-in account of a request (lib/auth): what it may do in the panel, and whether it is an approved member. */
export async function uploaderOf(ctx: ActionContext): Promise<Uploader | null> {
  const user = await currentUserOf(ctx);
  if (!user) return null;
  const [staff, standing] = await Promise.all([staffAccessOf(ctx, user), memberStandingOf(ctx, user)]);
  return { userId: user.id, staff, member: standing.kind === 'approved' };
}

/**
 * The gate of /files/upload for the request's context: access, then the per-account rate limit
 * (keyed on the account id, plus the client address when a proxy vouches for it), then the
 * per-account storage quota against the declared size (a cheap early refusal, before the body is
 * read). What holds the quota is the reservation: the file's row is inserted under a per-account
 * lock before its bytes are written (`reserveUploadedFile`), so parallel uploads cannot all pass
 * one stale sum; a failed write deletes the row again. The rows serve the quota and the clean-up.
 */
export function uploadGate(getContext: GetContext = requestContext): UploadGate {
  return async (purpose, declaredBytes) => {
    const ctx = await getContext();
    const uploader = await uploaderOf(ctx);
    const access = uploadAccess(purpose, uploader);
    if (access === 'sign-in-required') return { ok: false, status: 401, message: UPLOAD_MESSAGES.signInRequired };
    if (access === 'forbidden' || !uploader) return { ok: false, status: 403, message: UPLOAD_MESSAGES.forbidden };

    const decision = await consumeRateLimit(
      ctx.db,
      { category: 'upload', account: uploader.userId, clientIp: ctx.clientIp, host: ctx.host },
      ctx.now,
    );
    if (!decision.allowed) return { ok: false, status: 429, message: rateLimitMessage(decision.retryAfterMinutes) };

    const quota = isStaff(uploader.staff) ? UPLOAD_QUOTA_BYTES.admin : UPLOAD_QUOTA_BYTES.member;
    const refusal = { ok: false, status: 413, message: UPLOAD_MESSAGES.quotaExceeded(quota / MEGABYTE) } as const;
    if ((await storedBytesOf(ctx.db, uploader.userId)) + declaredBytes > quota) return refusal;

    return {
      ok: true,
      reserve: async (file) => {
        const id = await reserveUploadedFile(ctx.db, { ...file, userId: uploader.userId, purpose }, quota);
        if (!id) return refusal;
        return { ok: true, release: () => deleteUploadedFileRecord(ctx.db, id) };
      },
    };
  };
}

/** Removes avatars no profile has shown for a day (their files, then their rows); returns how many. */
export async function removeOrphanedUploads(
  db: Database,
  now: Date,
  storage: FileStorage = getStorage(),
): Promise<number> {
  const orphans = await listOrphanedAvatars(db, new Date(now.getTime() - ORPHANED_UPLOAD_AGE_MS));
  let removed = 0;
  for (const orphan of orphans) {
    if (!isStorageBucket(orphan.bucket)) continue;
    try {
      await storage.remove(orphan.bucket, orphan.path);
      await deleteUploadedFileRecord(db, orphan.id);
      removed += 1;
    } catch (error) {
      log.warn('storage.orphan_remove_failed', { bucket: orphan.bucket, path: orphan.path, error });
    }
  }
  return removed;
}
