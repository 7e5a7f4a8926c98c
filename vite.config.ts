import { fileURLToPath } from 'node:url';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { firstFrame } from './scripts/first-frame';
import { firstPageChunkGroups } from './scripts/first-page-chunks.mjs';
import { firstPagePreloads } from './scripts/first-page-preloads.mjs';
import { inlineFacadeChunks } from './scripts/inline-facade-chunks';
import { xstateTestBrowserEntry } from './scripts/xstate-test-browser.mjs';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3000'}`;

// The UI kit's own modules do nothing when imported but define components (ui.css is what has an effect).
// Saying so lets the bundler follow only the barrel's re-exports a chunk uses: without it, importing
// `../../ui` for a Button linked every primitive, and all of react-aria behind them, into every first page.
const UI_KIT_MODULE = /[\\/]src[\\/]app[\\/]ui[\\/][^\\/]+\.tsx?$/;

/**
 * In the built app, `import { Temporal } from 'temporal-polyfill'` gets the browser's own Temporal, and the
 * polyfill loads only where there is none (src/app/temporal.ts). Build only: the dev server and Storybook
 * keep the package as it is (it also prefers the native Temporal), so their dependency pre-bundling is
 * unchanged. Exactly the bare name: the shim itself imports 'temporal-polyfill/global'.
 */
function nativeTemporal(): Plugin {
  const shim = fileURLToPath(new URL('./src/app/temporal.ts', import.meta.url));
  return {
    name: 'native-temporal',
    apply: 'build',
    enforce: 'pre',
    resolveId: (id) => (id === 'temporal-polyfill' ? shim : null),
  };
}

/**
 * React Aria works out the browser's locale when its i18n module loads: `Intl.DateTimeFormat.supportedLocalesOf`
 * and `Intl.Locale#maximize`, the first Intl calls of a page, which load the ICU data (about 90 ms of the main
 * thread in Chromium on this machine, four times that on Lighthouse's phone) before anything paints. The product
 * is in English only and left to right (React Aria ships only en-US strings here, see optimizeLocales), so it
 * takes the browser's language as it is and 'ltr' without asking ICU. Build only; the build fails if React Aria
 * changes the code this replaces.
 */
function reactAriaLocaleWithoutIcu(): Plugin {
  const target = /[\\/]react-aria[\\/]dist[\\/]private[\\/]i18n[\\/]useDefaultLocale\.mjs$/;
  const probe =
    /try \{\s*Intl\.DateTimeFormat\.supportedLocalesOf\(\[\s*locale\s*\]\);\s*\} catch\s*\{\s*locale = 'en-US';\s*\}\s*return \{\s*locale: locale,\s*direction: \(0, [$\w]+\)\(locale\) \? 'rtl' : 'ltr'\s*\};/;
  return {
    name: 'react-aria-locale-without-icu',
    apply: 'build',
    transform(code, id) {
      if (!target.test(id)) return null;
      if (!probe.test(code)) throw new Error(`react-aria-locale-without-icu: ${id} no longer reads the locale as this plugin expects`);
      return { code: code.replace(probe, "return { locale: locale, direction: 'ltr' };"), map: null };
    },
  };
}

/**
 * @internationalized/number checks at load whether Intl.NumberFormat knows `signDisplay` by making a de-DE
 * formatter: the page's first Intl call, which loads the ICU data (about 40 ms of the main thread in Chromium here,
 * four times that on Lighthouse's phone) inside the boot script's evaluation, before the route's data is even
 * asked for. Every browser the app supports has had `signDisplay` since 2020 (Chromium 77, Firefox 70, Safari
 * 14.1), so the answer is written in. Build only; the build fails if the package changes the code this replaces.
 */
function numberFormatterWithoutProbe(): Plugin {
  const target = /[\\/]@internationalized[\\/]number[\\/]dist[\\/]private[\\/]NumberFormatter\.mjs$/;
  const probe =
    /try \{\s*([$\w]+) = new Intl\.NumberFormat\('de-DE', \{\s*signDisplay: 'exceptZero'\s*\}\)\.resolvedOptions\(\)\.signDisplay === 'exceptZero';\s*(\/\/[^\n]*\n\s*)?\} catch\s*\{\}/;
  return {
    name: 'number-formatter-without-probe',
    apply: 'build',
    transform(code, id) {
      if (!target.test(id)) return null;
      if (!probe.test(code)) throw new Error(`number-formatter-without-probe: ${id} no longer probes signDisplay as this plugin expects`);
      return { code: code.replace(probe, (_probe, flag: string) => `${flag} = true;`), map: null };
    },
  };
}

// The router plugin must come before react() so generated routes are transformed by it.
export default defineConfig({
  base: '/conveyancing/',
  plugins: [
    tanstackRouter({
      target: 'react',
      routesDirectory: './src/app/routes',
      generatedRouteTree: './src/app/routeTree.gen.ts',
      autoCodeSplitting: true,
    }),
    // The product is in English only and sets no locale, so React Aria's strings for its 30-odd other
    // languages are dead weight. English ships as en-US; any English locale (en-SG) falls back to it.
    optimizeLocales.vite({ locales: ['en-US'] }),
    nativeTemporal(),
    reactAriaLocaleWithoutIcu(),
    numberFormatterWithoutProbe(),
    // The machines page builds its test paths with @xstate/test, whose browser entry is missing.
    xstateTestBrowserEntry(),
    react(),
    firstFrame(),
    inlineFacadeChunks(),
    firstPagePreloads(),
  ],
  build: {
    outDir: 'dist/app',
    emptyOutDir: true,
    // Maps stay on disk for debugging a production stack trace, but no page links them (no
    // sourceMappingURL comment) and the server never serves a .map file.
    sourcemap: 'hidden',
    rolldownOptions: {
      treeshake: { moduleSideEffects: [{ test: UI_KIT_MODULE, sideEffects: false }] },
      // Each first page (home, the signed-in listing) in a few files; other pages keep the bundler's split.
      output: { codeSplitting: { groups: firstPageChunkGroups() } },
    },
  },
  server: { proxy: { '/api': apiTarget } },
});
