/**
 * index.html names in its head what every page runs after the entry (React DOM: the `render` chunk), and one copy
 * of it per first page (issue 13) names the files that page runs beyond those: `index.home.html` for
 * /conveyancing/home and `index.property-listing.html` for the listing.
 * Without them a phone fetches the entry, runs it, and only then learns which route files to fetch: one more
 * round trip on a slow network before anything paints. The server sends a page's copy when its path starts
 * with that page's name (src/server/http/first-page-html.ts); every other path gets the plain index.html.
 *
 * A page's files: the chunks holding its route modules (TanStack Router's split components and loaders), the
 * chunks they import statically, and their stylesheets; never what the entry already loads, nor what a page
 * fetches later (a dialog opened lazily).
 */
import { HOME_PAGE, RENDER_MODULE, SIGNED_IN_PAGES } from './first-page-chunks.mjs';

/** Page name (the first segment of its path under /conveyancing/) → the route modules it starts from. */
const FIRST_PAGES = { home: HOME_PAGE, 'property-listing': SIGNED_IN_PAGES };

function staticClosure(bundle, roots) {
  const seen = new Set();
  const visit = (fileName) => {
    const chunk = bundle[fileName];
    if (seen.has(fileName) || chunk?.type !== 'chunk') return;
    seen.add(fileName);
    chunk.imports.forEach(visit);
  };
  roots.forEach(visit);
  return seen;
}

function headLinks(bundle, base, files) {
  const chunks = [...files].map((fileName) => bundle[fileName]);
  const scripts = chunks.map((chunk) => `    <link rel="modulepreload" crossorigin href="${base}${chunk.fileName}">`);
  const styles = [...new Set(chunks.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]))].map(
    (css) => `    <link rel="stylesheet" crossorigin href="${base}${css}">`,
  );
  return [...styles, ...scripts].join('\n');
}

const withHeadLinks = (html, links) => html.replace(/\n\s*<\/head>/, (close) => `\n${links}${close}`);

/** The file a page's copy is written to: src/server/http/first-page-html.ts finds the copies by this name. */
const htmlFor = (page) => `index.${page}.html`;

export function firstPagePreloads() {
  let base = '/';
  return {
    name: 'first-page-preloads',
    apply: 'build',
    // After Vite's own HTML plugin has written index.html into the bundle.
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') throw new Error('first-page-preloads: the build has no index.html');
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      // What index.html loads already: its scripts (the entry, cut into groups) and all they import.
      const entryFiles = [...String(index.source).matchAll(/<script[^>]* src="([^"]+)"/g)].map((match) => match[1].slice(base.length));
      if (entryFiles.length === 0) throw new Error('first-page-preloads: index.html loads no script');
      const loadedByEntry = staticClosure(bundle, entryFiles);
      // What every page runs next, imported by the entry once it has started the route's loading (src/app/main.tsx).
      const render = chunks.filter((chunk) => [chunk.facadeModuleId ?? '', ...chunk.moduleIds].some((id) => RENDER_MODULE.test(id)));
      if (render.length === 0) throw new Error('first-page-preloads: no chunk holds src/app/render.tsx');
      const everyPage = [
        ...staticClosure(
          bundle,
          render.map((chunk) => chunk.fileName),
        ),
      ].filter((fileName) => !loadedByEntry.has(fileName));
      everyPage.forEach((fileName) => loadedByEntry.add(fileName));
      index.source = withHeadLinks(String(index.source), headLinks(bundle, base, everyPage));
      for (const [page, routeModules] of Object.entries(FIRST_PAGES)) {
        // A route's split module may sit in a group's chunk, with a small facade chunk the router imports.
        const roots = chunks
          .filter((chunk) => [chunk.facadeModuleId ?? '', ...chunk.moduleIds].some((id) => routeModules.test(id)))
          .map((chunk) => chunk.fileName);
        if (roots.length === 0) throw new Error(`first-page-preloads: no chunk holds the ${page} page's route modules`);
        const files = [...staticClosure(bundle, roots)].filter((fileName) => !loadedByEntry.has(fileName));
        const html = withHeadLinks(String(index.source), headLinks(bundle, base, files));
        this.emitFile({ type: 'asset', fileName: htmlFor(page), source: html });
      }
    },
  };
}
