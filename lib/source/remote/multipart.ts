import fs from 'node:fs';
import type { CallName } from '@/lib/contract/calls';
import { UploadedFile } from '@/lib/forms/uploaded-file';

/** SPEC §7: the request form goes upstream as multipart, with its file. */
export const MULTIPART_CALLS: ReadonlySet<CallName> = new Set<CallName>(['muracietAdd']);

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
