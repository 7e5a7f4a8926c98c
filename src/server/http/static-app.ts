import { existsSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';

export const APP_BASE = '/conveyancing';
export const APP_HOME = `${APP_BASE}/home`;

/**
 * The built single-page app under /conveyancing/: real files as they are, any other path gets
 * index.html so the client router decides (it sends unknown paths to /conveyancing/home).
 */
export function staticApp(staticDir: string): Hono {
  const root = path.resolve(staticDir);
  const app = new Hono();
  app.get(APP_BASE, (c) => c.redirect(APP_HOME, 302));
  if (!existsSync(path.join(root, 'index.html'))) {
    app.get(`${APP_BASE}/*`, (c) =>
      c.text(`The web app is not built: no index.html in ${root}. Run "npm run build:app".`, 404),
    );
    return app;
  }
  app.use(
    `${APP_BASE}/*`,
    serveStatic({ root, rewriteRequestPath: (requestPath) => requestPath.slice(APP_BASE.length) || '/' }),
  );
  app.get(`${APP_BASE}/*`, serveStatic({ root, path: 'index.html' }));
  return app;
}
