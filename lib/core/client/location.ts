/** Full-page navigation to href (a seam tests can mock: jsdom's location cannot be replaced). */
export function assignLocation(href: string): void {
  window.location.assign(href);
}
