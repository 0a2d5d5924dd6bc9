import type { z } from 'zod';
import type { legalDoc } from '@/lib/core/contract/entities';
import { numberFormat } from '@/lib/core/format/intl';

export type LegalDoc = z.infer<typeof legalDoc>;

/** Where a document card leads: an external page, a file to download, or nowhere. */
export type DocTarget =
  | { kind: 'external'; href: string }
  | { kind: 'file'; name: string; size: number | null }
  | { kind: 'none' };

/**
 * Legal documents by order_num ascending (docs/contract.md §9), ties by id, whatever
 * order the source answered in; the input is left as it is.
 */
export function sortByOrder<T extends { order_num: number; id: number }>(docs: readonly T[]): T[] {
  return [...docs].sort((a, b) => a.order_num - b.order_num || a.id - b.id);
}

const isUrl = (v: string) => /^https?:\/\//i.test(v);

/**
 * What a legal document links to. docs/contract.md §3: `link` is an external URL or a
 * file name; `file` is a file name. An external URL wins, then a file.
 */
export function legalTarget(doc: Pick<LegalDoc, 'link' | 'file' | 'file_size'>): DocTarget {
  const link = doc.link?.trim() ?? '';
  const file = doc.file?.trim() ?? '';
  if (link && isUrl(link)) return { kind: 'external', href: link };
  const name = file || link;
  if (name) return { kind: 'file', name, size: doc.file_size ?? null };
  return { kind: 'none' };
}

/** The type of a file from its name, as shown to visitors ('PDF', 'DOCX'); '' when it has none. */
export function fileType(name: string): string {
  const path = name.split(/[?#]/)[0] ?? '';
  const match = /\.([a-z0-9]{1,5})$/i.exec(path);
  return match ? match[1]!.toUpperCase() : '';
}

const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** A file size in the visitor's language: '512 B', '12 KB', '1,4 MB' (az) / '1.4 MB' (en); '' when unknown. */
export function formatFileSize(bytes: number | null | undefined, locale: string): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return '';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1;
  const number = numberFormat(locale, { maximumFractionDigits: digits }).format(value);
  return `${number} ${UNITS[unit]}`;
}
