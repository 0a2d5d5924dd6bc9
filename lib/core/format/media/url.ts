import { env } from '@/lib/platform/config/env';
import { mediaUrl, type MediaFolder } from './media-url';

export type { MediaFolder } from './media-url';

/**
 * Where media files live: IMAGE_BASE_URL if set, else the upstream's origin
 * when the content comes from an external API, else the site itself ('').
 */
export function mediaBase(): string {
  const { IMAGE_BASE_URL, AUDIT_API_URL } = env();
  if (IMAGE_BASE_URL) return IMAGE_BASE_URL.replace(/\/+$/, '');
  if (AUDIT_API_URL) return new URL(AUDIT_API_URL).origin;
  return '';
}

/** The URL of a photo file name in one of the image folders; absolute URLs pass through. */
export function imageUrl(folder: MediaFolder, file: string | null | undefined): string | null {
  return mediaUrl(mediaBase(), folder, file);
}

/** The folders of downloadable files (legal documents, summaries, infographics). */
export type FileFolder = 'qanunlar' | 'budce_xulasesi' | 'infoqrafikler';

/** The URL of a downloadable file under /files/{folder}/; absolute URLs pass through. */
export function fileUrl(folder: FileFolder, file: string | null | undefined): string | null {
  if (!file) return null;
  if (/^https?:\/\//i.test(file)) return file;
  return `${mediaBase()}/files/${folder}/${encodeURIComponent(file)}`;
}

/** Resolves a path found in a body (src="/uploads/x.jpg") against the media base. */
export function resolveMediaPath(src: string): string {
  if (/^(https?:|data:|\/\/)/i.test(src) || !src.startsWith('/')) return src;
  return `${mediaBase()}${src}`;
}
