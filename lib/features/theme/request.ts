import 'server-only';
import { cookies } from 'next/headers';
import { readInputOrFailure } from '@/lib/core/forms/reply';
import { formRefusal } from '@/lib/core/forms/form-refusal';
import { wantsPage } from '@/lib/core/forms/wants-page';
import { env } from '@/lib/platform/config/env';
import { isCrossSitePost } from '@/lib/core/forms/same-site';
import { localizePath } from '@/i18n/paths';
import { localPath } from '@/lib/platform/http/local-path';
import { themeForm, type ThemeReply } from './form';
import { parseTheme, THEME_COOKIE, themeCookie, type Theme } from './theme';

const MESSAGE = {
  az: {
    theme: 'Mövzu yalnız light, dark və ya system ola bilər',
    crossSite: 'Bu forma başqa saytdan göndərilə bilməz',
  },
  en: {
    theme: 'The theme must be light, dark or system',
    crossSite: 'This form cannot be sent from another site',
  },
};

/** The visitor's saved theme, read in the layout so the server HTML has it (no flash). */
export async function requestTheme(): Promise<Theme | undefined> {
  return parseTheme((await cookies()).get(THEME_COOKIE)?.value);
}

/** Over https: the site's address says so, or the edge that took the request does. */
function overHttps(req: Request): boolean {
  const proto = req.headers.get('x-forwarded-proto')?.split(',')[0]?.trim();
  return (
    proto === 'https' ||
    new URL(req.url).protocol === 'https:' ||
    new URL(env().SITE_URL).protocol === 'https:'
  );
}

/** The path of a same-site Referer, if there is one. */
function refererPath(referer: string | null, origin: string): string | undefined {
  if (!referer || !URL.canParse(referer)) return undefined;
  const url = new URL(referer);
  // Compared by host: behind the https edge the request itself arrives over http.
  return url.host === new URL(origin).host ? localPath(url.pathname + url.search) : undefined;
}

/**
 * POST /api/theme (theme=light|dark|system, return=a local path, lang):
 * stores the choice in the theme cookie and answers a form post with a 303
 * back to the page it came from; a script (Accept: application/json) gets
 * `{status:true, theme}`. Anything else is refused with {status:false, message}.
 */
export async function themeRequest(req: Request): Promise<Response> {
  const input = await readInputOrFailure(req);
  if (input instanceof Response) return input;
  const fields = themeForm.shape;
  const lang = fields.lang.parse(input.lang);
  const back = fields.return.parse(input.return);
  if (isCrossSitePost(req)) return formRefusal(req, lang, MESSAGE[lang].crossSite, 403, back);
  const chosen = fields.theme.safeParse(input.theme);
  if (!chosen.success) return formRefusal(req, lang, MESSAGE[lang].theme, 400, back);
  const theme = chosen.data;
  const headers = new Headers({
    'Set-Cookie': themeCookie(theme, overHttps(req)),
    'Cache-Control': 'no-store',
  });
  if (!wantsPage(req)) {
    headers.set('Content-Type', 'application/json');
    const reply: ThemeReply = { status: true, theme };
    return new Response(JSON.stringify(reply), { status: 200, headers });
  }
  const origin = new URL(req.url).origin;
  const to =
    localPath(back) ?? refererPath(req.headers.get('referer'), origin) ?? localizePath(lang, '/');
  headers.set('Location', to);
  return new Response(null, { status: 303, headers });
}
