import 'server-only';

import { requestContext, type ActionContext } from '@/lib/actions/context';
import { currentUserOf, isAdmin } from '@/lib/auth';

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

/** The signed-in account of a request (lib/auth), and whether it is an admin. */
export async function uploaderOf(ctx: ActionContext): Promise<Uploader | null> {
  const user = await currentUserOf(ctx);
  if (!user) return null;
  return { admin: await isAdmin(ctx, user) };
}

export const authorizeUpload: UploadAuthorizer = async (purpose) =>
  uploadAccess(purpose, await uploaderOf(await requestContext()));
