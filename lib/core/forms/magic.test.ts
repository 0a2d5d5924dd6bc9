import { sniffFile } from './magic';

const bytes = (...parts: Array<number[] | string>) =>
  Uint8Array.from(
    parts.flatMap((p) => (typeof p === 'string' ? [...Buffer.from(p, 'latin1')] : p)),
  );

describe('sniffFile', () => {
  it.each([
    ['JPEG', bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'), 'image/jpeg'],
    ['PNG', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0]), 'image/png'],
    ['GIF', bytes('GIF89a', [1, 0]), 'image/gif'],
    ['WebP', bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '), 'image/webp'],
    ['AVI', bytes('RIFF', [0, 0, 0, 0], 'AVI LIST'), 'video/x-msvideo'],
    ['MP4', bytes([0, 0, 0, 0x20], 'ftypisom', [0, 0]), 'video/mp4'],
    ['MOV', bytes([0, 0, 0, 0x14], 'ftypqt  '), 'video/quicktime'],
    ['HEIC', bytes([0, 0, 0, 0x18], 'ftypheic'), 'image/heic'],
    ['WebM', bytes([0x1a, 0x45, 0xdf, 0xa3, 1, 0]), 'video/webm'],
    ['MPEG', bytes([0, 0, 1, 0xba, 0x44]), 'video/mpeg'],
  ])('recognises %s by its first bytes', (_, head, mime) => {
    expect(sniffFile(head)?.mime).toBe(mime);
  });

  it.each([
    ['a Windows executable', bytes('MZ', [0x90, 0, 3, 0, 0, 0])],
    ['an ELF executable', bytes([0x7f], 'ELF', [2, 1, 1, 0])],
    ['a PDF', bytes('%PDF-1.7\n')],
    ['a shell script', bytes('#!/bin/sh\nrm -rf /')],
    ['HTML', bytes('<html><script>')],
    ['a RIFF that is neither WebP nor AVI', bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt ')],
    ['an empty file', bytes()],
  ])('refuses %s', (_, head) => {
    expect(sniffFile(head)).toBeNull();
  });
});
