import type { Capability } from '@/lib/admin/roles';
import { fillText } from '@/lib/i18n/text-template';
import { UPLOAD_BROWSER_MESSAGES, type UploadBrowserMessages, type UploadFailure } from '@/lib/validation/uploads';

/**
 * The rules every upload follows, whatever the browser claims: what each purpose accepts, how big
 * it may be, what the stored file is called, and which stored paths exist at all. Pure, so the
 * upload widget checks the same limits before sending and the server checks them again.
 */

export const STORAGE_BUCKETS = ['logos', 'site-images', 'uploads'] as const;
export type StorageBucket = (typeof STORAGE_BUCKETS)[number];

export function isStorageBucket(value: string): value is StorageBucket {
  return (STORAGE_BUCKETS as readonly string[]).includes(value);
}

export type StoredExtension = 'png' | 'jpg' | 'gif' | 'webp' | 'avif' | 'pdf' | 'docx' | 'xlsx' | 'pptx';

/** A type recognised by its bytes. Only raster images are ever shown inline. */
export interface SniffedType {
  mime: string;
  extension: StoredExtension;
  kind: 'image' | 'document';
}

const PNG: SniffedType = { mime: 'image/png', extension: 'png', kind: 'image' };
const JPEG: SniffedType = { mime: 'image/jpeg', extension: 'jpg', kind: 'image' };
const GIF: SniffedType = { mime: 'image/gif', extension: 'gif', kind: 'image' };
const WEBP: SniffedType = { mime: 'image/webp', extension: 'webp', kind: 'image' };
const AVIF: SniffedType = { mime: 'image/avif', extension: 'avif', kind: 'image' };
const PDF: SniffedType = { mime: 'application/pdf', extension: 'pdf', kind: 'document' };
const DOCX: SniffedType = {
  mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  extension: 'docx',
  kind: 'document',
};
const XLSX: SniffedType = {
  mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  extension: 'xlsx',
  kind: 'document',
};
const PPTX: SniffedType = {
  mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  extension: 'pptx',
  kind: 'document',
};

/** Every type we store, by the extension our stored names carry. */
export const STORED_TYPES: readonly SniffedType[] = [PNG, JPEG, GIF, WEBP, AVIF, PDF, DOCX, XLSX, PPTX];

/** Extensions and MIME types a browser may report for each stored type (`image/jpg` and `image/x-png` are old spellings). */
const CLAIM_ALIASES: Record<StoredExtension, { extensions: readonly string[]; mimes: readonly string[] }> = {
  png: { extensions: ['png'], mimes: ['image/png', 'image/x-png'] },
  jpg: { extensions: ['jpg', 'jpeg', 'jpe', 'jfif'], mimes: ['image/jpeg', 'image/jpg', 'image/pjpeg'] },
  gif: { extensions: ['gif'], mimes: ['image/gif'] },
  webp: { extensions: ['webp'], mimes: ['image/webp'] },
  avif: { extensions: ['avif'], mimes: ['image/avif'] },
  pdf: { extensions: ['pdf'], mimes: ['application/pdf'] },
  docx: { extensions: ['docx'], mimes: [DOCX.mime] },
  xlsx: { extensions: ['xlsx'], mimes: [XLSX.mime] },
  pptx: { extensions: ['pptx'], mimes: [PPTX.mime] },
};

/** MIME types that claim nothing: browsers send them when they do not know. */
const UNCLAIMED_MIMES = new Set(['', 'application/octet-stream']);

/**
 * Whether the name and type the browser sent agree with the bytes. A file called `photo.png` that
 * is really a PDF, or a JPEG sent as `image/png`, is refused rather than silently renamed: it
 * means a mistake or a trick. A name without an extension claims nothing.
 */
export function claimMatches(sniffed: SniffedType, claim: { name?: string; type?: string }): boolean {
  const aliases = CLAIM_ALIASES[sniffed.extension];
  const name = claim.name?.trim().toLowerCase() ?? '';
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? name.slice(dot + 1) : '';
  if (extension && !aliases.extensions.includes(extension)) return false;
  const mime = claim.type?.replace(/;.*/s, '').trim().toLowerCase() ?? '';
  return UNCLAIMED_MIMES.has(mime) || aliases.mimes.includes(mime);
}

const MEGABYTE = 1024 * 1024;

export type UploadPurpose = 'announcement' | 'event' | 'blog' | 'media' | 'avatar' | 'logo' | 'site-image' | 'file';

export interface PurposeRules {
  bucket: StorageBucket;
  accepts: 'image' | 'image-or-document';
  maxMegabytes: number;
  /**
   * Who may upload: the panel's images and files need the capability of the tab that uses them
   * (docs/admin.md "Uloge"); an approved member sets their own avatar.
   */
  access: Capability | 'member';
  /** What the user reads when storing fails for a reason that is not theirs (the spec's toast per tab). */
  failure: UploadFailure;
}

/**
 * The spec caps event, blog and announcement images at 5 MB; avatars and logos follow them. The
 * media manager and the Files tab have no limit in the spec; 20 MB keeps one request from filling
 * the server's memory or disk.
 */
export const UPLOAD_RULES: Record<UploadPurpose, PurposeRules> = {
  announcement: {
    bucket: 'site-images',
    accepts: 'image',
    maxMegabytes: 5,
    access: 'urednik',
    failure: 'imageFailed',
  },
  event: {
    bucket: 'site-images',
    accepts: 'image',
    maxMegabytes: 5,
    access: 'organizator',
    failure: 'eventFailed',
  },
  blog: {
    bucket: 'site-images',
    accepts: 'image',
    maxMegabytes: 5,
    access: 'urednik',
    failure: 'blogFailed',
  },
  media: {
    bucket: 'site-images',
    accepts: 'image',
    maxMegabytes: 20,
    access: 'urednik',
    failure: 'imageFailed',
  },
  avatar: {
    bucket: 'uploads',
    accepts: 'image',
    maxMegabytes: 5,
    access: 'member',
    failure: 'imageFailed',
  },
  logo: {
    bucket: 'logos',
    accepts: 'image',
    maxMegabytes: 5,
    access: 'urednik',
    failure: 'fileFailed',
  },
  'site-image': {
    bucket: 'site-images',
    accepts: 'image',
    maxMegabytes: 20,
    access: 'urednik',
    failure: 'fileFailed',
  },
  file: {
    bucket: 'uploads',
    accepts: 'image-or-document',
    maxMegabytes: 20,
    access: 'urednik',
    failure: 'fileFailed',
  },
};

export const UPLOAD_PURPOSES = Object.keys(UPLOAD_RULES) as UploadPurpose[];

export function isUploadPurpose(value: unknown): value is UploadPurpose {
  return typeof value === 'string' && Object.hasOwn(UPLOAD_RULES, value);
}

/** The Files tab ('Fajlovi') uploads to the bucket the admin picks. */
export const FILES_TAB_PURPOSE: Record<StorageBucket, UploadPurpose> = {
  logos: 'logo',
  'site-images': 'site-image',
  uploads: 'file',
};

export function maxUploadBytes(purpose: UploadPurpose): number {
  return UPLOAD_RULES[purpose].maxMegabytes * MEGABYTE;
}

/** The `accept` attribute of a file input for this purpose (a hint for the picker; the server decides). */
export function acceptAttribute(purpose: UploadPurpose): string {
  const types = STORED_TYPES.filter(
    (type) => UPLOAD_RULES[purpose].accepts === 'image-or-document' || type.kind === 'image',
  );
  return types.map((type) => `${type.mime},.${type.extension}`).join(',');
}

export type UploadRefusal = { ok: false; message: string };
export type UploadCheck = { ok: true; type: SniffedType } | UploadRefusal;

/** 'Molimo odaberite sliku' (or 'fajl'): nothing, or an empty file, was chosen; Latin unless `messages` are given. */
export function chooseFileMessage(
  purpose: UploadPurpose,
  messages: UploadBrowserMessages = UPLOAD_BROWSER_MESSAGES.lat,
): string {
  return UPLOAD_RULES[purpose].accepts === 'image' ? messages.chooseImage : messages.chooseFile;
}

/**
 * The size checks, which the browser can run before sending anything; its messages in the page's
 * script (`UPLOAD_BROWSER_MESSAGES`), Latin on the server, which converts its whole answer.
 */
export function checkUploadSize(
  purpose: UploadPurpose,
  size: number,
  messages: UploadBrowserMessages = UPLOAD_BROWSER_MESSAGES.lat,
): UploadRefusal | { ok: true } {
  const rules = UPLOAD_RULES[purpose];
  if (size <= 0) return { ok: false, message: chooseFileMessage(purpose, messages) };
  if (size > maxUploadBytes(purpose)) {
    const tooLarge = rules.accepts === 'image' ? messages.imageTooLarge : messages.fileTooLarge;
    return { ok: false, message: fillText(tooLarge, rules.maxMegabytes) };
  }
  return { ok: true };
}

/** Lower-case hex from a cryptographic source (Web Crypto: the same in Node and the browser). */
export function randomToken(bytes: number): string {
  const values = crypto.getRandomValues(new Uint8Array(bytes));
  return [...values].map((value) => value.toString(16).padStart(2, '0')).join('');
}

const MEDIA_ID = /^[a-z0-9][a-z0-9-]{0,63}$/;

export interface NameParts {
  extension: string;
  /** The media item the image belongs to (purpose `media` only). */
  mediaId?: string;
  now?: Date;
  random?: (bytes: number) => string;
}

/**
 * The stored name of an upload (spec §7), always with the extension of the sniffed type, never the
 * client's. A timestamp alone collides when two admins upload in the same millisecond, so every
 * timestamped name also carries a random suffix; Files-tab names are wholly random.
 */
export function storedFileName(purpose: UploadPurpose, parts: NameParts): string {
  const random = parts.random ?? randomToken;
  const stamp = `${(parts.now ?? new Date()).getTime()}-${random(4)}`;
  const extension = parts.extension;
  switch (purpose) {
    case 'announcement':
      return `announcement-${stamp}.${extension}`;
    case 'event':
      return `events/event-${stamp}.${extension}`;
    case 'blog':
      return `blog/blog-${stamp}.${extension}`;
    case 'avatar':
      return `avatars/avatar-${stamp}.${extension}`;
    case 'media': {
      const mediaId = parts.mediaId?.toLowerCase() ?? '';
      if (!MEDIA_ID.test(mediaId)) throw new Error('A media upload needs the id of its media item');
      return `${mediaId}-${random(4)}.${extension}`;
    }
    case 'logo':
    case 'site-image':
    case 'file':
      return `${random(12)}.${extension}`;
  }
}

/**
 * One path segment as our names make them: lower-case letters, digits, `-` and `_`, then one
 * extension. This alone rules out `..`, `.`, empty segments (`//`, a leading `/`), backslashes,
 * `%`, NUL and every other character a traversal needs.
 */
const SEGMENT = /^[a-z0-9][a-z0-9_-]{0,127}(\.[a-z0-9]{1,8})?$/;

/** Whether a path inside a bucket could be one of ours: at most one folder, a file with an extension. */
export function isSafeStoragePath(path: string): boolean {
  const segments = path.split('/');
  if (segments.length > 2) return false;
  if (!segments.every((segment) => SEGMENT.test(segment))) return false;
  return segments.at(-1)?.includes('.') === true;
}

/** The stored type a safe path's extension names, or null when it is none we store. */
export function storedTypeOfPath(path: string): SniffedType | null {
  const extension = path.slice(path.lastIndexOf('.') + 1);
  return STORED_TYPES.find((type) => type.extension === extension) ?? null;
}

export interface StorageLocation {
  bucket: StorageBucket;
  path: string;
}

/**
 * The bucket and path of a URL under `publicBase` (our storage's public prefix), or null when the
 * URL points anywhere else, carries a query or fragment, or names a path we could not have made.
 */
export function parseStorageUrl(url: string, publicBase: string): StorageLocation | null {
  if (!url.startsWith(publicBase)) return null;
  const rest = url.slice(publicBase.length);
  const slash = rest.indexOf('/');
  if (slash < 0) return null;
  const bucket = rest.slice(0, slash);
  const path = rest.slice(slash + 1);
  if (!isStorageBucket(bucket) || !isSafeStoragePath(path)) return null;
  return { bucket, path };
}

/** Whether a stored file fits a purpose: its bucket, and for image purposes a raster image. */
export function locationFitsPurpose(location: StorageLocation, purpose: UploadPurpose): boolean {
  const rules = UPLOAD_RULES[purpose];
  if (location.bucket !== rules.bucket) return false;
  const type = storedTypeOfPath(location.path);
  return type !== null && (rules.accepts === 'image-or-document' || type.kind === 'image');
}
