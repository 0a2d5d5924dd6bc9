/**
 * Copies text to the clipboard: the async Clipboard API where the browser
 * allows it, else a selected off-screen field and execCommand('copy') (older
 * browsers, pages not served over HTTPS). Resolves to whether it worked.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Denied or unavailable: try the fallback.
  }
  return copyWithSelection(text);
}

function copyWithSelection(text: string): boolean {
  const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const input = document.createElement('input');
  input.value = text;
  input.readOnly = true;
  input.tabIndex = -1;
  input.setAttribute('aria-hidden', 'true');
  // Off screen but rendered: a field with display: none cannot be selected.
  input.style.cssText = 'position:fixed;top:0;left:-9999px;opacity:0';
  document.body.append(input);
  input.focus();
  input.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    input.remove();
    previous?.focus();
  }
}
