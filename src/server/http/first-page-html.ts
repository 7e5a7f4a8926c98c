import { readdirSync } from 'node:fs';

/**
 * The copy of index.html for a first page (issue 13): the build writes one per page that starts a visit
 * (scripts/first-page-preloads.mjs), naming the files that page runs, and the page's name is the first
 * segment of its path under /conveyancing/.
 */
export const firstPageHtml = (page: string) => `index.${page}.html`;

const FIRST_PAGE_HTML = /^index\.([a-z-]+)\.html$/;

/** Which html file answers an app path (relative to /conveyancing/): its first page's copy, else index.html. */
export function pageHtmlChooser(root: string, index: string): (relativePath: string) => string {
  const pages = new Set(
    readdirSync(root)
      .map((name) => FIRST_PAGE_HTML.exec(name)?.[1])
      .filter((page) => page !== undefined),
  );
  return (relativePath) => {
    const page = relativePath.split('/', 1)[0] ?? '';
    return pages.has(page) ? firstPageHtml(page) : index;
  };
}
