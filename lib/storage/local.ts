import 'server-only';

import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

import type { FileStorage } from './types';
import { sniffFileType } from './sniff';
import { isSafeStoragePath, isStorageBucket, storedTypeOfPath, type StorageBucket } from './uploads';

/** The URL prefix of locally stored files, served by `app/files/[bucket]/[...path]/route.ts`. */
export const LOCAL_FILES_PREFIX = '/files/';

/**
 * The absolute file of a bucket and path under `root`, or null for anything that is not a path we
 * could have stored. Two checks: the strict name rule, then (in case that rule ever loosens) that
 * the resolved file really lies inside the bucket's folder.
 */
export function resolveLocalFile(root: string, bucket: string, storagePath: string): string | null {
  if (!isStorageBucket(bucket) || !isSafeStoragePath(storagePath)) return null;
  const bucketDir = path.resolve(root, bucket);
  const file = path.resolve(bucketDir, storagePath);
  return file.startsWith(bucketDir + path.sep) ? file : null;
}

export function createLocalStorage(root: string): FileStorage {
  function fileOf(bucket: StorageBucket, storagePath: string): string {
    const file = resolveLocalFile(root, bucket, storagePath);
    if (!file) throw new Error(`Not a storage path: ${bucket}/${storagePath}`);
    return file;
  }
  const publicUrl = (bucket: StorageBucket, storagePath: string) => `${LOCAL_FILES_PREFIX}${bucket}/${storagePath}`;
  return {
    kind: 'local',
    publicBase: LOCAL_FILES_PREFIX,
    publicUrl,
    async put(bucket, storagePath, bytes) {
      const file = fileOf(bucket, storagePath);
      await mkdir(path.dirname(file), { recursive: true });
      // 'wx' fails when the name exists: stored files are immutable.
      await writeFile(file, bytes, { flag: 'wx' });
      return { url: publicUrl(bucket, storagePath), path: storagePath };
    },
    async remove(bucket, storagePath) {
      try {
        await unlink(fileOf(bucket, storagePath));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    },
  };
}

export interface ServedFile {
  bytes: Uint8Array;
  contentType: string;
  /** Only raster images (by their bytes) are shown in the browser; everything else is downloaded. */
  inline: boolean;
  fileName: string;
}

/**
 * A stored file ready to send, or null when the path is not ours or the file does not exist. The
 * type comes from the bytes, so a file placed in the folder by hand with a misleading extension is
 * still never shown inline; a document keeps its stored type but is always an attachment.
 */
export async function readLocalFile(root: string, bucket: string, storagePath: string): Promise<ServedFile | null> {
  const file = resolveLocalFile(root, bucket, storagePath);
  if (!file) return null;
  let bytes: Uint8Array;
  try {
    // The path is only known at run time; without this, the build would trace the whole project into the server output.
    bytes = await readFile(/*turbopackIgnore: true*/ file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR') return null;
    throw error;
  }
  const sniffed = await sniffFileType(bytes);
  const stored = storedTypeOfPath(storagePath);
  const fileName = path.basename(file);
  if (sniffed?.kind === 'image') return { bytes, contentType: sniffed.mime, inline: true, fileName };
  const contentType = sniffed && sniffed.extension === stored?.extension ? sniffed.mime : 'application/octet-stream';
  return { bytes, contentType, inline: false, fileName };
}
