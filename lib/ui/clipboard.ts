/**
 * Copies through the Clipboard API, else through a selection of `field` (older in-app browsers
 * expose no Clipboard API or refuse it). Resolves whether the text was copied.
 */
export async function copyText(text: string, field?: HTMLInputElement | HTMLTextAreaElement | null): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Some in-app browsers expose the API but refuse it; try the selection below.
  }
  const target = field ?? temporaryField(text);
  try {
    target.focus();
    target.select();
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    if (!field) target.remove();
  }
}

/** An off-screen, read-only field holding the text, for the selection fallback. */
function temporaryField(text: string): HTMLTextAreaElement {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.insetInlineStart = '-9999px';
  document.body.append(area);
  return area;
}
