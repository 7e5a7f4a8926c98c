import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Plugin } from 'vite';
import { GlobalLoader } from '../src/app/ui/GlobalLoader';

/**
 * The page's first frame (issue 13). The app renders a page once its route's data is in (src/app/main.tsx), so on
 * a slow network the window would stay blank until then. index.html's root therefore holds the app's own
 * 'Please wait....' loader, rendered from GlobalLoader when the app is built, hidden for its first second by
 * app.css (`.app-first-frame`) so a quick load never flashes it. React replaces it with the page.
 */
export function firstFrame(): Plugin {
  const frame = `<div class="app-first-frame">${renderToStaticMarkup(createElement(GlobalLoader, { active: true }))}</div>`;
  return {
    name: 'first-frame',
    transformIndexHtml(html, { path }) {
      // The app's page only: Storybook builds its own preview page with this config's plugins.
      if (path !== '/index.html') return html;
      const root = '<div id="root"></div>';
      if (!html.includes(root)) throw new Error('first-frame: index.html has no empty <div id="root"></div>');
      return html.replace(root, `<div id="root">${frame}</div>`);
    },
  };
}
