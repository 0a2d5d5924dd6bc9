/** What an uploaded file really is, judged by its first bytes (never by its name or declared type). */
export interface Sniffed {
  mime: string;
  ext: string;
}

/** How many leading bytes sniffFile needs. */
export const SNIFF_BYTES = 16;

const ascii = (b: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...Array.from(b.subarray(from, to)));

const startsWith = (b: Uint8Array, sig: number[]) => sig.every((x, i) => b[i] === x);

/** ISO base media files (MP4, MOV, 3GP, HEIC, AVIF) name their brand after "ftyp". */
function isoMedia(brand: string): Sniffed {
  const b = brand.trim().toLowerCase();
  if (['heic', 'heix', 'heim', 'heis', 'mif1', 'msf1'].includes(b))
    return { mime: 'image/heic', ext: 'heic' };
  if (b === 'avif' || b === 'avis') return { mime: 'image/avif', ext: 'avif' };
  if (b === 'qt') return { mime: 'video/quicktime', ext: 'mov' };
  if (b.startsWith('3g')) return { mime: 'video/3gpp', ext: '3gp' };
  return { mime: 'video/mp4', ext: 'mp4' };
}

/**
 * The picture or video type of a file from its leading bytes, or null when
 * it is anything else (an executable, a document, a renamed file).
 */
export function sniffFile(head: Uint8Array): Sniffed | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', ext: 'jpg' };
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { mime: 'image/png', ext: 'png' };
  if (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a')
    return { mime: 'image/gif', ext: 'gif' };
  if (ascii(head, 0, 4) === 'RIFF') {
    const kind = ascii(head, 8, 12);
    if (kind === 'WEBP') return { mime: 'image/webp', ext: 'webp' };
    if (kind === 'AVI ') return { mime: 'video/x-msvideo', ext: 'avi' };
    return null;
  }
  if (head.length >= 12 && ascii(head, 4, 8) === 'ftyp') return isoMedia(ascii(head, 8, 12));
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])) return { mime: 'video/webm', ext: 'webm' };
  if (startsWith(head, [0x00, 0x00, 0x01, 0xba]) || startsWith(head, [0x00, 0x00, 0x01, 0xb3]))
    return { mime: 'video/mpeg', ext: 'mpg' };
  return null;
}
