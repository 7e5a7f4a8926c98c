import { existsSync } from 'node:fs';
import path from 'node:path';
import { Hono, type Context } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { pageHtmlChooser } from './first-page-html';
import { cacheControlFor, isNotModified } from './static-caching';
import { acceptedCodings } from './static-encoding';
import { chooseRepresentation, isFile, servablePath } from './static-files';

export const APP_BASE = '/conveyancing';
export const APP_HOME = `${APP_BASE}/home`;

const INDEX = 'index.html';

/**
 * One file of the built app: its precompressed copy the client accepts, the caching its name allows, and a
 * 304 when the browser already holds these bytes. A HEAD gets the same headers (Hono drops the body).
 */
async function sendFile(c: Context, root: string, relativePath: string): Promise<Response> {
  const representation = await chooseRepresentation(path.join(root, relativePath), acceptedCodings(c.req.header('Accept-Encoding')));
  c.header('Content-Type', getMimeType(relativePath) ?? 'application/octet-stream');
  c.header('Cache-Control', cacheControlFor(relativePath));
  c.header('ETag', representation.etag);
  if (representation.varies) c.header('Vary', 'Accept-Encoding', { append: true });
  if (isNotModified(c.req.header('If-None-Match'), representation.etag)) return c.body(null, 304);
  if (representation.coding) c.header('Content-Encoding', representation.coding);
  c.header('Content-Length', String(representation.bytes.byteLength));
  return c.body(representation.bytes, 200);
}

/**
 * The built single-page app under /conveyancing/: real files as they are, any other path gets index.html (or
 * its first page's copy, which names the files that page runs) so the client router decides (it sends unknown paths to /conveyancing/home). A missing file under assets/ is
 * a 404, not the page: a stale chunk must fail as missing rather than run HTML as script.
 */
export function staticApp(staticDir: string): Hono {
  const root = path.resolve(staticDir);
  const app = new Hono();
  app.get(APP_BASE, (c) => c.redirect(APP_HOME, 302));
  if (!existsSync(path.join(root, INDEX))) {
    app.get(`${APP_BASE}/*`, (c) => c.text(`The web app is not built: no index.html in ${root}. Run "npm run build:app".`, 404));
    return app;
  }
  const pageHtml = pageHtmlChooser(root, INDEX);
  app.get(`${APP_BASE}/*`, async (c) => {
    // The raw path, decoded once here: c.req.path is decoded already, and decoding twice would misread '%25'.
    const relativePath = servablePath(new URL(c.req.url).pathname.slice(APP_BASE.length + 1));
    if (relativePath === null) return c.text('Not found', 404);
    if (await isFile(root, relativePath)) return sendFile(c, root, relativePath);
    if (relativePath.startsWith('assets/')) return c.text('Not found', 404);
    return sendFile(c, root, pageHtml(relativePath));
  });
  return app;
}
