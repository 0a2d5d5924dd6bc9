import type { APIRequestContext, Page } from '@playwright/test';
import { calls, type CallName } from '@/lib/core/contract/calls';
import { buildTarget } from '@/lib/core/content/source/remote/client';

/** Calls a §7 endpoint of a running site the way an outside client would. */
export async function callApi(
  request: APIRequestContext,
  baseUrl: string,
  name: CallName,
  input: Record<string, unknown>,
) {
  const def = calls[name];
  const { url, rest } = buildTarget(baseUrl, def.path, input);
  if (def.method === 'GET') {
    for (const [k, v] of Object.entries(rest)) url.searchParams.set(k, String(v));
    return request.get(url.toString());
  }
  return request.post(url.toString(), { data: rest });
}

/** A client-side navigation, as Next's own links make it (its app router, window.next.router). */
export async function clientNavigate(page: Page, href: string) {
  await page.evaluate((to) => {
    const next = (window as unknown as { next: { router: { push: (href: string) => void } } }).next;
    next.router.push(to);
  }, href);
}

/** The RSC payload a page's HTML carries (its `self.__next_f.push` scripts), decoded. */
export function inlinedPayload(html: string): string {
  return [...html.matchAll(/<script[^>]*>self\.__next_f\.push\((.*?)\)<\/script>/gs)]
    .map((m) => JSON.parse(m[1]!) as [number, unknown])
    .filter(([kind]) => kind === 1)
    .map(([, text]) => String(text))
    .join('');
}
