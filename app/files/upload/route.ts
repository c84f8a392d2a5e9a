import { handleUploadRequest } from '@/lib/storage/upload-request';

/** `POST /files/upload?purpose=…`: the upload widget's target (see lib/storage/upload-request.ts). */
export async function POST(request: Request): Promise<Response> {
  return handleUploadRequest(request);
}
