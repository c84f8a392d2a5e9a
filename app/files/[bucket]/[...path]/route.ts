import { serveStoredFile } from '@/lib/storage/serve';

/** `/files/{bucket}/{path}`: a locally stored upload (see lib/storage/serve.ts). */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ bucket: string; path: string[] }> },
): Promise<Response> {
  const { bucket, path } = await params;
  return serveStoredFile(bucket, path);
}
