import 'server-only';

import { fileTypeFromBuffer } from 'file-type/core';

import { UPLOAD_MESSAGES } from '@/lib/validation/uploads';

import {
  checkUploadSize,
  claimMatches,
  STORED_TYPES,
  UPLOAD_RULES,
  type SniffedType,
  type UploadCheck,
  type UploadPurpose,
} from './uploads';

/**
 * The type of a file by its bytes (its "magic number", and for Office files the parts of the ZIP
 * archive), as the `file-type` package reads them; only the types we store count. SVG, HTML, text,
 * any other ZIP and everything else is unknown (`null`): SVG can carry scripts, so it is never
 * accepted as an image.
 */
export async function sniffFileType(bytes: Uint8Array): Promise<SniffedType | null> {
  const detected = await fileTypeFromBuffer(bytes);
  return STORED_TYPES.find((type) => type.extension === detected?.ext) ?? null;
}

/** Everything the server checks before storing: size, the type by its bytes, and the browser's claim. */
export async function checkUpload(
  purpose: UploadPurpose,
  file: { bytes: Uint8Array; name?: string; type?: string },
): Promise<UploadCheck> {
  const size = checkUploadSize(purpose, file.bytes.byteLength);
  if (!size.ok) return size;
  const sniffed = await sniffFileType(file.bytes);
  const acceptsDocuments = UPLOAD_RULES[purpose].accepts === 'image-or-document';
  if (!sniffed || (sniffed.kind === 'document' && !acceptsDocuments)) {
    return { ok: false, message: acceptsDocuments ? UPLOAD_MESSAGES.fileTypeNotAllowed : UPLOAD_MESSAGES.chooseImage };
  }
  if (!claimMatches(sniffed, file)) return { ok: false, message: UPLOAD_MESSAGES.typeMismatch };
  return { ok: true, type: sniffed };
}
