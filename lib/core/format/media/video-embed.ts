/** The privacy-enhanced host of the external video service: no cookies until the visitor plays. */
export const EMBED_HOST = 'https://www.youtube-nocookie.com';

const ID = /^[A-Za-z0-9_-]{6,20}$/;

/**
 * The external video id of a video's `link` (docs/contract.md §3: the id at the video
 * service); a full watch, short or embed URL is accepted too. Null when the
 * link holds no usable id.
 */
export function videoIdOf(link: string | null | undefined): string | null {
  const value = link?.trim() ?? '';
  if (ID.test(value)) return value;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^(www|m)\./, '');
  let id: string | null = null;
  if (host === 'youtu.be') id = url.pathname.slice(1);
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    id =
      url.searchParams.get('v') ?? /^\/(?:embed|shorts)\/([^/]+)/.exec(url.pathname)?.[1] ?? null;
  }
  return id && ID.test(id) ? id : null;
}

/** The player address of a video id on the privacy-enhanced host, started by the visitor's click. */
export function embedUrl(id: string, autoplay = true): string {
  return `${EMBED_HOST}/embed/${encodeURIComponent(id)}?rel=0${autoplay ? '&autoplay=1' : ''}`;
}
