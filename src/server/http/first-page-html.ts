import { readdirSync } from 'node:fs';

/**
 * The copies of index.html for first pages (issue 13): the build writes `index.<page>.html` for each page that
 * starts a visit (scripts/first-page-preloads.mjs), naming the files that page runs, where the page's name is
 * the first segment of its path under /conveyancing/.
 */
const FIRST_PAGE_HTML = /^index\.([a-z-]+)\.html$/;

/** Which html file answers an app path (relative to /conveyancing/): its first page's copy, else index.html. */
export function pageHtmlChooser(root: string, index: string): (relativePath: string) => string {
  const copies = new Map<string, string>();
  for (const name of readdirSync(root)) {
    const page = FIRST_PAGE_HTML.exec(name)?.[1];
    if (page) copies.set(page, name);
  }
  return (relativePath) => copies.get(relativePath.split('/', 1)[0] ?? '') ?? index;
}
