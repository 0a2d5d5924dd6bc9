import fs from 'node:fs';
import path from 'node:path';
import type { Virtual } from '@guidepup/virtual-screen-reader';
import type { BrowserContext, Page } from '@playwright/test';

/**
 * What a screen reader says on a page (issue 56), read by @guidepup/virtual-screen-reader (the
 * W3C accessible-name and role rules) inside the page the server sent: its browser bundle is served
 * from a made-up same-origin address and imported, which the site's nonce CSP allows only in a
 * context with bypassCSP (the spoken specs' own). docs/accessibility.md says how to read a snapshot.
 */
const BUNDLE = fs.readFileSync(
  path.join(process.cwd(), 'node_modules/@guidepup/virtual-screen-reader/lib/esm/index.browser.js'),
);
const BUNDLE_PATH = '/__spoken__/virtual-screen-reader.js';

/** Phrases of the main content read in full, from its start: about its first screen at 1280 × 900. */
export const MAIN_PHRASES = 40;

/** Serves the reader's bundle to every page of the context (call once per context). */
export async function serveReader(context: BrowserContext) {
  await context.route(`**${BUNDLE_PATH}`, (route) =>
    route.fulfill({ body: BUNDLE, contentType: 'text/javascript' }),
  );
}

/** The reader's part of the snapshot, as the page in the browser computes it. */
interface Heard {
  lang: string;
  otherLang: string[];
  alike: string[];
  landmarks: string[];
  headings: string[];
  main: string[];
}

/**
 * The walk, in the page: every landmark (the landmark key of a screen reader, from the top until it
 * comes round), every heading (the heading key), then the main landmark read item by item for
 * MAIN_PHRASES phrases. Live-region announcements are left out (their timing is the page's).
 */
async function walk(mainPhrases: number) {
  const { virtual } = window as unknown as { virtual: Virtual };
  await virtual.start({ container: document.body });
  const loop = async (command: 'moveToNextLandmark' | 'moveToNextHeading') => {
    const seen = new Set<Node | null>();
    const said: string[] = [];
    for (let i = 0; i < 200; i++) {
      await virtual.perform(virtual.commands[command]);
      if (seen.has(virtual.activeNode)) break;
      seen.add(virtual.activeNode);
      said.push(await virtual.lastSpokenPhrase());
    }
    return said;
  };
  const landmarks = await loop('moveToNextLandmark');
  const headings = await loop('moveToNextHeading');
  await virtual.perform(virtual.commands.moveToNextMain);
  const main = [await virtual.lastSpokenPhrase()];
  while (main.length < mainPhrases) {
    await virtual.next();
    const phrase = await virtual.lastSpokenPhrase();
    main.push(phrase);
    if (phrase === 'end of main') break;
  }
  await virtual.stop();
  const lang = document.documentElement.lang;
  const otherLang = [...document.body.querySelectorAll<HTMLElement>('[lang]')]
    .filter((e) => e.lang !== lang && e.checkVisibility())
    .map((e) => `${e.lang}: ${e.innerText.replace(/\s+/g, ' ').trim().slice(0, 60)}`);
  // WCAG 2.4.4/2.4.9: a link list (a screen reader's links key) shows names without their
  // context; one name leading to several places is ambiguous there.
  const targets = new Map<string, Set<string>>();
  for (const a of document.querySelectorAll<HTMLAnchorElement>('a[href]')) {
    if (!a.checkVisibility()) continue;
    const name = (a.getAttribute('aria-label') || a.innerText || a.querySelector('img')?.alt || '')
      .replace(/\s+/g, ' ')
      .trim();
    targets.set(name, (targets.get(name) ?? new Set()).add(a.href.replace(/#.*$/, '')));
  }
  const alike = [...targets]
    .filter(([, hrefs]) => hrefs.size > 1)
    .map(([name, hrefs]) => `${name || '(no name)'}: ${hrefs.size} places`);
  const result: Heard = { lang, otherLang, alike, landmarks, headings, main };
  return result;
}

/** The spoken snapshot of the page as loaded: readable text, one phrase a line. */
export async function spokenSnapshot(page: Page): Promise<string> {
  await page.addScriptTag({
    type: 'module',
    content: `import { virtual } from '${BUNDLE_PATH}'; window.virtual = virtual;`,
  });
  await page.waitForFunction(() => 'virtual' in window);
  const heard = await page.evaluate(walk, MAIN_PHRASES);
  // The server's own address (the statement names it) differs from run to run: one name for it.
  const origin = new URL(page.url()).origin;
  const said = (line: string) => line.split(origin).join('{origin}').replace(/\s+/g, ' ').trim();
  const section = (title: string, lines: string[]) =>
    [`## ${title}`, ...lines.map(said)].join('\n');
  return [
    `lang: ${heard.lang}`,
    section('Parts in another language', heard.otherLang),
    section('Links of one name that lead to different places', heard.alike),
    section('Landmarks', heard.landmarks),
    section('Headings', heard.headings),
    section(`Main, read from its start (at most ${MAIN_PHRASES} phrases)`, heard.main),
    '',
  ].join('\n\n');
}

/** The file of a page's snapshot: e2e/spoken/<path as a name>.<lang>.txt. */
export function snapshotFile(pagePath: string, locale: string): string {
  const name =
    pagePath
      .replace(/^\//, '')
      .replace(/[^a-z0-9]+/gi, '-')
      .replace(/^-|-$/g, '') || 'home';
  return path.join(process.cwd(), 'e2e/spoken', `${name}.${locale}.txt`);
}
