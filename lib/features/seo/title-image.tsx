import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import { ImageResponse } from 'next/og';

/** The size of link-preview images (Open Graph, Twitter summary_large_image). */
const PREVIEW_SIZE = { width: 1200, height: 630 } as const;

const FONT_FILE = path.join(process.cwd(), 'assets/fonts/DejaVuSans-Bold.ttf');
let font: Promise<Buffer> | null = null;

// The bundled font covers Latin (Azerbaijani letters included), Cyrillic and
// Greek. Any other character is left out, because the image library would
// otherwise fetch a font for it from the internet.
const UNCOVERED =
  /[^\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}\p{N}\p{P}\p{Zs}\p{Sc}\p{Sm}]/gu;
const MAX_TITLE = 150;

/** The title as the image shows it: covered characters only, cut at a word. */
export function previewTitle(title: string): string {
  const clean = title.replace(UNCOVERED, '').replace(/\s+/g, ' ').trim();
  if (clean.length <= MAX_TITLE) return clean;
  const cut = clean.slice(0, MAX_TITLE);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : MAX_TITLE)}…`;
}

/** A 1200×630 PNG with the site's name, a kicker (the kind of item) and the title. */
export async function titleImage(title: string, siteName: string, kicker: string) {
  font ??= fs.readFile(FONT_FILE);
  const shown = previewTitle(title);
  return new ImageResponse(
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        width: '100%',
        height: '100%',
        padding: '64px 72px',
        background: '#0b3d6e',
        borderTop: '16px solid #c9a227',
        color: '#ffffff',
        fontFamily: 'Site',
      }}
    >
      <div style={{ display: 'flex', fontSize: 30, color: '#f3dc8a' }}>
        {previewTitle(siteName)}
      </div>
      <div style={{ display: 'flex', fontSize: shown.length > 90 ? 48 : 60, lineHeight: 1.2 }}>
        {shown}
      </div>
      <div style={{ display: 'flex', fontSize: 28, color: '#d5dde6' }}>{previewTitle(kicker)}</div>
    </div>,
    {
      ...PREVIEW_SIZE,
      fonts: [{ name: 'Site', data: await font, weight: 700, style: 'normal' }],
      headers: { 'Cache-Control': 'public, max-age=86400, s-maxage=86400' },
    },
  );
}
