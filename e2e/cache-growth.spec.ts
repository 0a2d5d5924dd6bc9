/**
 * Caches that cannot be filled from outside (docs/errors.md): a thousand
 * requests for distinct unknown addresses and ids, and for the image optimizer
 * at every width, leave the server's build directory (where Next keeps its
 * caches) and its data directory within 1.7 KB a request (1.7 MB) of where
 * they started: a cached not-found page, a row or an image kept per address is
 * several times that.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E } from '../playwright.config';

// E2E_CACHE_REQUESTS: fewer for a quick run, more for a longer one; the bound follows the count
// (it was 5 MB for 3,000 requests: the same 1.7 KB a request; the run's other tests write a few
// hundred KB of images at the same time).
const REQUESTS = Number(process.env.E2E_CACHE_REQUESTS || 1000);
const CONCURRENCY = 8;
const BOUND = Math.round((REQUESTS * 5 * 1024 * 1024) / 3000);

const port = new URL(E2E.local).port;
const DIRS = [`.test-data/next-${port}`, `.test-data/e2e-${port}`];

function sizeOf(dir: string): number {
  let total = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) total += sizeOf(full);
    else if (entry.isFile()) total += fs.statSync(full).size;
  }
  return total;
}

const KINDS = ['xeber', 'cixis', 'musahibe', 'meqale', 'elan', 'jurnal', 'layihe'];

/** The i-th distinct unknown address: items, records, static pages, sections, previews, hostile paths. */
function address(i: number): string {
  const id = 1_000_000 + i;
  const lang = i % 2 ? '/en' : '';
  switch (i % 10) {
    case 0:
      return `${lang}/${KINDS[i % KINDS.length]}/${id}`;
    case 1:
      return `${lang}/audit/${id}`;
    case 2:
      return `${lang}/page/no-such-${i}`;
    case 3:
      return `${lang}/no-such-section-${i}/x`;
    case 4:
      return `/og/az/xeber/${id}.png`;
    case 5:
      return `${lang}/xeber/${id}%00`;
    case 6:
      return `${lang}/xeberler?page=${i}`;
    case 7:
      return `/api/xeberler/get?id=${id}`;
    // The image optimizer: unknown files and hosts, and every width (only the configured ones are served).
    case 8:
      return i % 4 === 0
        ? `/_next/image?url=${encodeURIComponent(`https://img${i}.example.com/${id}.png`)}&w=640&q=75`
        : `/_next/image?url=%2Fimg%2Fxeberler%2F${id}.png&w=640&q=75`;
    default:
      return `/_next/image?url=%2Fimg%2Fxeberler%2F${1 + (i % 8)}.jpg&w=${1 + (i % 4000)}&q=75`;
  }
}

test(`${REQUESTS} requests for distinct unknown addresses leave the caches within ${(BOUND / 1024 / 1024).toFixed(1)} MB`, async ({
  request,
}) => {
  test.setTimeout(600_000);
  const before = DIRS.map(sizeOf);
  const statuses = new Map<number, number>();
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        const response = await request.get(address(next++), { maxRedirects: 0 });
        statuses.set(response.status(), (statuses.get(response.status()) ?? 0) + 1);
      }
    }),
  );
  const after = DIRS.map(sizeOf);
  const growth = after.map((size, i) => size - before[i]!);
  console.log(
    `cache growth after ${REQUESTS} requests: ${DIRS.map((d, i) => `${d} ${(growth[i]! / 1024).toFixed(0)} KB`).join(', ')}; statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
  );
  expect([...statuses.keys()].filter((s) => s >= 500)).toEqual([]);
  for (const g of growth) expect(g).toBeLessThan(BOUND);
});
