/**
 * The visible text of an HTML string, in the browser: DOMParser builds an
 * inert document (no script runs, nothing loads), so untrusted bodies are
 * safe to read. The server uses stripHtml (lib/html/sanitize) instead.
 */
export function htmlText(html: string): string {
  if (!html) return '';
  const doc = new DOMParser().parseFromString(html, 'text/html');
  doc.querySelectorAll('script, style, template, noscript').forEach((node) => node.remove());
  // Block elements end a word even when the source has no space between them.
  doc.querySelectorAll('p, div, br, li, h1, h2, h3, h4, h5, h6, td, th, tr').forEach((node) => {
    node.append(' ');
  });
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
