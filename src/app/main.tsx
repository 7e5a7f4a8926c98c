// First: where the browser has no Temporal, this installs the polyfill (and waits for it) before the app runs.
import './temporal';
import { createBrowserHistory } from '@tanstack/react-router';
import { nextTask } from './next-task';
import { createAppRouter } from './router';
// The kit's stylesheet, not its barrel: importing './ui' for its side effect would pull every primitive (and
// the react-aria behind each) into the first page, used or not.
import './ui/ui.css';
import './app.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
// Four steps, each in a task of its own, so that none holds the page long on a slow phone (issue 13; docs/decisions.md
// "First pages"): this module's evaluation, the browser history (its first use compiles a good deal of code), the
// router's creation over it (the route tree built, the location parsed), and the route's loading. The route's guards
// and loaders start before React DOM has even run, so the page's data is on its way while the browser evaluates the
// rest, and the first render is the whole page. A failed load renders all the same: the router shows the route's
// error, as it would after any navigation.
void nextTask()
  .then(() => {
    const history = createBrowserHistory();
    return nextTask().then(() => history);
  })
  .then((history) => {
    const router = createAppRouter(history);
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
