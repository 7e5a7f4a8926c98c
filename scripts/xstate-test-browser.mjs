// @xstate/test 1.0.0-beta.5 still maps its ESM build to a browser build in package.json
// ("browser": { "./dist/xstate-test.esm.js": "./dist/xstate-test.browser.esm.js" }) that the package no longer
// ships. Vite applies that map in browser builds, to the bare name and to the file's own path alike, so
// `import '@xstate/test'` fails to resolve there ("Failed to resolve import", or UNRESOLVED_ENTRY when
// pre-bundling). The ESM build itself imports nothing node-only (its @xstate/graph and xstate).
import { createRequire } from 'node:module';
import path from 'node:path';

const esmBuild = path.join(path.dirname(createRequire(import.meta.url).resolve('@xstate/test')), 'xstate-test.esm.js');

/**
 * For the browser builds that load the machines page (the app, Storybook, the story tests): resolves the
 * bare name to the ESM build before Vite's resolver can apply the map, and keeps the package out of
 * dependency pre-bundling, whose resolver would apply it again; its own @xstate/graph is pre-bundled
 * up front so it is not discovered mid-run.
 * @returns {import('vite').Plugin}
 */
export function xstateTestBrowserEntry() {
  return {
    name: 'xstate-test-browser-entry',
    enforce: 'pre',
    config: () => ({ optimizeDeps: { exclude: ['@xstate/test'], include: ['@xstate/test > @xstate/graph'] } }),
    resolveId: (id) => (id === '@xstate/test' ? esmBuild : null),
  };
}
