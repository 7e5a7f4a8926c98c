// First: where the browser has no Temporal, this installs the polyfill (and waits for it) before the app runs.
import './temporal';
import { router } from './router';
// The kit's stylesheet, not its barrel: importing './ui' for its side effect would pull every primitive (and
// the react-aria behind each) into the first page, used or not.
import './ui/ui.css';
import './app.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
// The route's guards and loaders start before React DOM has even run, so the page's data is on its way while the
// browser evaluates the rest, and the first render is the whole page (issue 13; docs/decisions.md "First pages").
// A failed load renders all the same: the router shows the route's error, as it would after any navigation.
const loaded = router.load().catch((error: unknown) => console.error(error));
// React DOM is a chunk of its own (first-page-chunks.mjs), so it runs in a task of its own; each page's HTML preloads it.
void import('./render').then(async ({ renderApp }) => {
  await loaded;
  renderApp(container);
});
