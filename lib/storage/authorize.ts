import 'server-only';

import { getCurrentUser, getCurrentUserIsAdmin } from '@/lib/auth';
import { log } from '@/lib/log';

import { UPLOAD_RULES, type UploadPurpose } from './uploads';

/** The upload route's answer: go ahead, 401 (sign in first), or 403 (signed in, not allowed). */
export type UploadAccess = 'granted' | 'sign-in-required' | 'forbidden';

/** Decides whether the current request may upload for a purpose. The route handler takes one. */
export type UploadAuthorizer = (purpose: UploadPurpose) => Promise<UploadAccess>;

/** Who is uploading, as far as uploads care; null when nobody is signed in. */
export interface Uploader {
  admin: boolean;
}

/** Admin purposes need an admin; an avatar needs any signed-in account. */
export function uploadAccess(purpose: UploadPurpose, uploader: Uploader | null): UploadAccess {
  if (!uploader) return 'sign-in-required';
  if (UPLOAD_RULES[purpose].access === 'admin' && !uploader.admin) return 'forbidden';
  return 'granted';
}

/**
 * The signed-in account of this request, with its admin rights checked through `is_admin`. If the
 * account cannot be read at all, nobody is signed in: uploads fail closed.
 */
async function currentUploader(): Promise<Uploader | null> {
  try {
    const user = await getCurrentUser();
    return user ? { admin: await getCurrentUserIsAdmin() } : null;
  } catch (error) {
    log.error('storage.uploader_unknown', { error });
    return null;
  }
}

export const authorizeUpload: UploadAuthorizer = async (purpose) => uploadAccess(purpose, await currentUploader());
