/** Sends the whole page to another site's URL (its own module, so component tests can stand in for it: jsdom cannot navigate). */
export function assignLocation(url: string): void {
  window.location.assign(url);
}
