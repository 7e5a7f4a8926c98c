// First: where the browser has no Temporal, this installs the polyfill (and waits for it) before the app runs.
import './temporal';
import { nextTask } from './next-task';
import { createAppRouter } from './router';
// The kit's stylesheet, not its barrel: importing './ui' for its side effect would pull every primitive (and
// the react-aria behind each) into the first page, used or not.
import './ui/ui.css';
import './app.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
// Three steps, each in a task of its own, so that none holds the page long on a slow phone (issue 13; docs/decisions.md
// "First pages"): this module's evaluation, the router's creation, and the route's loading. The route's guards and
// loaders start before React DOM has even run, so the page's data is on its way while the browser evaluates the rest,
// and the first render is the whole page. A failed load renders all the same: the router shows the route's error, as
// it would after any navigation.
void nextTask()
  .then(() => {
    const router = createAppRouter();
    return nextTask().then(() => router);
  })
  .then((router) => {
    const loaded = router.load().catch((error: unknown) => console.error(error));
    // React DOM is a chunk of its own (first-page-chunks.mjs), so it runs in a task of its own; each page's HTML preloads it.
    return import('./render').then(async ({ renderApp }) => {
      await loaded;
      renderApp(container, router);
    });
  });
