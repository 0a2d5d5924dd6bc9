import fs from 'node:fs';
import { UploadedFile } from '@/lib/core/contract/uploaded-file';

/** The fields of a request as a multipart body; a checked upload becomes the `file` part. */
export async function toFormData(fields: Record<string, unknown>): Promise<FormData> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    if (value instanceof UploadedFile) {
      const blob = await fs.openAsBlob(value.path, { type: value.mimeType });
      form.append(key, blob, value.originalName || `file.${value.ext}`);
    } else {
      form.append(key, String(value));
    }
  }
  return form;
}
