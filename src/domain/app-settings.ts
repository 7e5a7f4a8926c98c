/**
 * Settings of an installation that the browser needs (README "Configuration"). The server reads them from
 * its environment (src/server/config.ts) and answers them at GET /api/get-app-settings.
 */

/** The sister product in both public menus (seed 000 §2 "an external link to a sister product"). */
export const SISTER_PRODUCT_LABEL = 'Property Search Portal';

/** SISTER_PRODUCT_URL when it is not set; the menus link here until the server's answer arrives. */
export const DEFAULT_SISTER_PRODUCT_URL = 'https://www.conveyancing-workbench.sg/property-search/';

/** An address the browser itself opens: http(s), mailto:, tel: and any other scheme, never an app path. */
export function isOutsideAddress(href: string): boolean {
  return /^[a-z][a-z\d+.-]*:/i.test(href);
}

/** An outside web page: it opens in a new tab, without a handle on this window or the page it came from. */
export function isWebAddress(href: string): boolean {
  return /^https?:\/\//i.test(href);
}
