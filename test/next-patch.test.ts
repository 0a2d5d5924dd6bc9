/**
 * The patch that makes Next render 404 and error pages on the server
 * (scripts/patch-next.mjs, docs/errors.md) is applied to the installed Next,
 * and speaks the header app/global-not-found.tsx reads.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  digestMessage,
  ERROR_HEADER,
  errorStatus,
  MESSAGE_DIGEST,
  messageDigest,
} from '@/lib/platform/http/error-document';
import { SourceError } from '@/lib/core/content/source/errors';

const runtime = require.resolve('next/dist/compiled/next-server/app-page-turbo.runtime.prod.js');

describe('the Next patch', () => {
  it('is applied to the installed runtime, with the header the 404 document reads', () => {
    const source = fs.readFileSync(runtime, 'utf8');
    expect(source).toContain('/*site-error-document:2*/');
    expect(source).not.toContain('/*site-error-document*/');
    expect(source).toContain(`H.set("${ERROR_HEADER}"`);
    expect(source).toContain(`x.digest.startsWith("${MESSAGE_DIGEST}")`);
    expect(fs.readFileSync('scripts/patch-next.mjs', 'utf8')).toContain(`'${ERROR_HEADER}'`);
  });

  it('undoes to the runtime as Next ships it, which patches back to the same bytes', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'unpatched-'));
    const copy = path.join(dir, 'runtime.js');
    const run = spawnSync('node', ['scripts/patch-next.mjs', '--unpatched-copy', copy], {
      encoding: 'utf8',
    });
    expect(run.status).toBe(0);
    const unpatched = fs.readFileSync(copy, 'utf8');
    expect(unpatched).not.toContain('/*site-error-document');
    const again = spawnSync('node', ['scripts/patch-next.mjs'], {
      encoding: 'utf8',
      env: { ...process.env, PATCH_NEXT_RUNTIME: copy },
    });
    expect(again.stdout).toContain('patch-next: patched');
    expect(fs.readFileSync(copy, 'utf8')).toBe(fs.readFileSync(runtime, 'utf8'));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('is idempotent', () => {
    const run = spawnSync('node', ['scripts/patch-next.mjs'], { encoding: 'utf8' });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('already patched');
  });

  it('turns only error statuses into the error page', () => {
    expect(errorStatus('500')).toBe(500);
    expect(errorStatus(`500 ${messageDigest('X')}`)).toBe(500);
    expect(errorStatus('504')).toBe(504);
    expect(errorStatus('404')).toBeNull();
    expect(errorStatus(null)).toBeNull();
    expect(errorStatus('abc')).toBeNull();
  });
});

describe("the source's message on the error page", () => {
  it('rides in the digest of a status-false SourceError, and only there', () => {
    const refused = new SourceError('rejected', ' Arxiv bağlıdır <b>x</b> ');
    expect(digestMessage(refused.digest)).toBe('Arxiv bağlıdır <b>x</b>');
    expect(digestMessage(`502 ${refused.digest}`)).toBe('Arxiv bağlıdır <b>x</b>');
    expect(new SourceError('rejected', '').digest).toBeUndefined();
    expect(new SourceError('unavailable').digest).toBeUndefined();
    expect(digestMessage('500')).toBeNull();
    expect(digestMessage(null)).toBeNull();
    expect(digestMessage(`${MESSAGE_DIGEST}%E0%A4%A`)).toBeNull();
    expect(digestMessage(messageDigest('x'.repeat(5000)))).toHaveLength(500);
  });
});

describe('the local cache handler', () => {
  it('stays within CACHE_MAX_MB however many keys are written, and honours tags', () => {
    const script = `
      const { default: Handler } = await import('./cache/local-handler.mjs');
      const h = new Handler();
      const body = 'x'.repeat(10_000);
      for (let i = 0; i < 500; i++) await h.set('k' + i, { kind: 'FETCH', data: { body } }, { tags: ['t'] });
      const full = Handler.stats();
      const last = await h.get('k499', { kind: 'FETCH', tags: ['t'] });
      const first = await h.get('k0', { kind: 'FETCH', tags: ['t'] });
      await new Promise((r) => setTimeout(r, 5));
      await h.revalidateTag('t');
      const afterTag = await h.get('k499', { kind: 'FETCH', tags: ['t'] });
      console.log(JSON.stringify({ full, last: !!last, first: !!first, afterTag: !!afterTag }));
    `;
    const run = spawnSync('node', ['--input-type=module', '-e', script], {
      encoding: 'utf8',
      env: { ...process.env, CACHE_MAX_MB: '1' },
    });
    expect(run.stderr).toBe('');
    const out = JSON.parse(run.stdout);
    expect(out.full.maxBytes).toBe(1024 * 1024);
    expect(out.full.bytes).toBeLessThanOrEqual(1024 * 1024);
    expect(out.full.entries).toBeLessThan(500);
    expect(out.last).toBe(true);
    expect(out.first).toBe(false);
    expect(out.afterTag).toBe(false);
  });
});

describe('a Next the patch does not fit', () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'patch-next-'));
  const pristine = path.join(tmp, 'pristine.js');
  // The installed runtime with the edits taken out again, and one anchor renamed
  // the way a new Next's minifier would.
  const unpatched = fs
    .readFileSync(runtime, 'utf8')
    .replaceAll('/*site-error-document:2*/', '')
    .replace('async function s_(e,t,r,a,i,s,o,l,u,c){', 'async function q_(e,t,r,a,i,s,o,l,u,c){');
  fs.writeFileSync(pristine, unpatched);
  const run = (args: string[], file: string) =>
    spawnSync('node', args, {
      encoding: 'utf8',
      env: { ...process.env, PATCH_NEXT_RUNTIME: file },
    });

  it('fails the install (postinstall exits 1) and names the Next version it expects', () => {
    const install = run(['scripts/patch-next.mjs'], pristine);
    expect(install.status).toBe(1);
    expect(install.stderr).toContain("an edit's anchors were not found");
    expect(install.stderr).toContain('written for next 16.4.6');
    expect(fs.readFileSync(pristine, 'utf8')).toBe(unpatched);
  });

  it('makes `npm start` refuse to serve, before building anything', () => {
    const check = run(['scripts/patch-next.mjs', '--check'], pristine);
    expect(check.status).toBe(1);
    expect(check.stderr).toContain("Next's runtime lacks this site's edits");
    const start = run(['scripts/start.mjs'], pristine);
    expect(start.status).toBe(1);
    expect(start.stderr).toContain("Next's runtime lacks this site's edits");
    expect(start.stdout).not.toContain('Building');
  });

  it('passes the check on the installed, patched runtime', () => {
    expect(run(['scripts/patch-next.mjs', '--check'], runtime).status).toBe(0);
  });
});
