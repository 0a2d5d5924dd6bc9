import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { calls } from '@/lib/core/contract/calls';
import { API_EXAMPLES } from '@/lib/core/contract/examples';
import { OWN_ENDPOINTS } from '@/app/api/openapi.json/_document/document';

/**
 * The API for developers (/tertibatcilar, docs/open-data.md): server-rendered from the
 * OpenAPI description, every call and every endpoint of the site's own with its fields; its
 * `curl` examples, run as a reader copies them, answer the data they promise.
 */
for (const locale of ['az', 'en'] as const) {
  test(`${locale}: every call is listed, and every example runs with curl as shown`, async ({
    request,
  }) => {
    const response = await request.get(locale === 'en' ? '/en/tertibatcilar' : '/tertibatcilar');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<html lang="${locale}"`);
    expect(html).toContain('href="/api/openapi.json"');
    // A contents list at the top (in the server's HTML: no script needed) links to every
    // section, in the order of the page (docs/design.md, "Contents of long pages").
    const contents = /<nav id="contents"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
    expect(contents).toContain(locale === 'en' ? '>Contents</h2>' : '>Mündəricat</h2>');
    const targets = [...contents.matchAll(/href="#([^"]+)"/g)].map((m) => m[1]);
    const sections = [...html.matchAll(/<h2 id="([^"]+)"/g)]
      .map((m) => m[1])
      .filter((id) => id !== 'contents-title');
    expect(targets.length).toBeGreaterThan(5);
    expect(sections.slice(0, targets.length)).toEqual(targets);
    expect(html.indexOf('<nav id="contents"')).toBeLessThan(html.indexOf(`<h2 id="${targets[0]}"`));
    for (const [name, def] of Object.entries(calls))
      expect(html, name).toContain(`id="call-${name}"><code>${def.method} ${def.path}</code>`);
    // And every endpoint of the site's own (alerts, feeds, downloads, health, ...).
    for (const { operationId, method, path } of OWN_ENDPOINTS)
      expect(html, operationId).toContain(
        `id="call-${operationId}"><code>${method} ${path}</code>`,
      );
    const commands = [...html.matchAll(/<pre [^>]*data-example="([^"]+)"[^>]*><code>([^<]+)</g)];
    expect(commands.map((m) => m[1])).toEqual(API_EXAMPLES.map((e) => e.call));
    if (locale === 'en') return; // the same commands on both pages: run them once
    for (const [, name, escaped] of commands) {
      const command = escaped!
        .replaceAll('&#x27;', "'")
        .replaceAll('&quot;', '"')
        .replaceAll('&amp;', '&');
      const out = execFileSync('bash', ['-c', `${command} --silent --show-error --max-time 20`], {
        encoding: 'utf8',
      });
      const body = JSON.parse(out);
      expect(body.status, command).toBe(true);
      const example = API_EXAMPLES.find((e) => e.call === name)!;
      const field = Object.keys(calls[example.call].reply.shape)[0]!;
      // The data it promises: rows (a search: hits in some group).
      const data: unknown = body[field];
      const rows = Array.isArray(data) ? data : Object.values(data ?? {}).flat();
      expect(rows.length, command).toBeGreaterThan(0);
    }
  });
}
