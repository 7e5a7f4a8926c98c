/**
 * How the built app is cut into files for its two first pages (issue 13). Left to itself the bundler gives
 * every set of pages that share a module a file of its own: the property listing, where a signed-in day
 * starts, fetched 65 files, and a phone's browser fetches six at a time over HTTP/1.1, so much of its first
 * seconds went to waiting in line. Here each first page gets what it runs in a few files and nothing it does
 * not run:
 *
 * - `boot`: what the entry imports statically (every page runs it);
 * - `render`: React DOM's client and the module that renders the app, which the entry imports once it has started
 *   the route's loading, so boot and React DOM run in separate tasks (every page runs it; every HTML preloads it);
 * - `chrome`: what the public home and the signed-in pages both run beyond boot (SHARED_CHROME);
 * - `landing`: the public home page;
 * - `signed-in`: the shell around every signed-in page, and the property listing.
 *
 * A group takes the modules its test matches and what they import statically and use, so a dialog or tab
 * fetched when it opens (React.lazy) stays a file of its own. Every other page keeps the bundler's own split
 * and loads these files too where it shares their modules.
 */

const SEP = String.raw`[\\/]`;
/** Files (an alternation of names without extension) in a directory under src, as module ids. */
const under = (dir, files) => new RegExp(`${SEP}src${SEP}${dir.replaceAll('/', SEP)}${SEP}(${files})\\.tsx?(\\?|$)`);

/** The route modules each first page starts from (TanStack Router splits a route's component off as `?tsr-split`). */
export const HOME_PAGE = under('app/routes', 'home');
export const SIGNED_IN_PAGES = under('app/routes', `_app|_app${SEP}property-listing\\.[^\\\\/]*`);

/**
 * What the public home and the signed-in pages both run: links, the footer with its legal modals, the
 * maintenance notice, the router's hooks beyond boot. tests/e2e/first-load-budget.test.ts fails when one first
 * page fetches the other's file, which is what a module missing here causes.
 */
const SHARED_CHROME = [
  under(
    'app/screens/common',
    'Footer|useMaintenanceNotice|MaintenanceNoticeModal|PrivacyStatementModal|TermsOfServiceModal|lazy-when-open|last-updated',
  ),
  under('app/ui', 'Link|icons'),
  under('domain', 'constants'),
  new RegExp(`${SEP}node_modules${SEP}@tanstack${SEP}react-router${SEP}`),
];

/** The module that renders the app (src/app/render.tsx), which the entry imports after starting the route's loading. */
export const RENDER_MODULE = under('app', 'render');
/**
 * It, with React DOM's client and the scheduler that only the client uses. Not React DOM's small main module
 * (flushSync, createPortal), which code in boot imports.
 */
const RENDER = new RegExp(
  [
    RENDER_MODULE.source,
    `${SEP}node_modules${SEP}react-dom${SEP}(client\\.js|cjs${SEP}react-dom-client\\.)`,
    `${SEP}node_modules${SEP}scheduler${SEP}`,
  ].join('|'),
);

/** The groups for `build.rolldownOptions.output.codeSplitting.groups`; a higher priority takes a module first. */
export function firstPageChunkGroups() {
  return [
    { name: 'boot', tags: ['$initial'], priority: 5 },
    // Below boot: the render module's imports that boot already has (the router, the API) stay in boot.
    { name: 'render', test: RENDER, priority: 4 },
    { name: 'chrome', test: (id) => SHARED_CHROME.some((pattern) => pattern.test(id)), priority: 3 },
    { name: 'landing', test: HOME_PAGE, priority: 2 },
    { name: 'signed-in', test: SIGNED_IN_PAGES, priority: 1 },
  ];
}
