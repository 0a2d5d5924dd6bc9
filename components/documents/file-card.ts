import { fileUrl, imageUrl, type FileFolder } from '@/lib/core/format/media/url';
import type { DocumentCardProps } from './DocumentCard';

type WithFile = { id: number; title: string; photo?: string | null; file?: string | null };

/** The card of an item with a photo and a file in one media folder (summaries, infographics). */
export function fileCard(
  item: WithFile,
  folder: Exclude<FileFolder, 'qanunlar'>,
): DocumentCardProps & { id: number } {
  const href = fileUrl(folder, item.file);
  return {
    id: item.id,
    title: item.title,
    photo: imageUrl(folder, item.photo),
    target: href ? { kind: 'file', href, name: item.file! } : null,
  };
}
