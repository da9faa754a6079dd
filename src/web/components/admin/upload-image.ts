import { api } from '@/lib/api';

/** The server's own limit (`POST /api/upload`), checked first so a large photo is not sent for nothing. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export type UploadProblem = 'tooLarge' | 'notImage';

/** Why a file cannot be sent, or null when it can. */
export function uploadProblem(file: Pick<File, 'size' | 'type'>): UploadProblem | null {
  if (file.size > MAX_UPLOAD_BYTES) return 'tooLarge';
  if (!file.type.startsWith('image/')) return 'notImage';
  return null;
}

/** Sends one picture (multipart field `image`); the server answers 201 with its URL (800 px WebP). */
export async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  const { url } = await api<{ url: string }>('/api/upload', { method: 'POST', form });
  return url;
}
