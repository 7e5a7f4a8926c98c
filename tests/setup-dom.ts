import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

// The DOM projects run their files one after another in a shared worker and window (`isolate: false` in
// vitest.config.ts), which saves loading React, React Aria and jsdom for every file. The packages stay
// loaded; the project's own modules are evaluated afresh for each file, so one file's `vi.mock` stand-ins
// and module state (the toast queue, the session store) never reach the next.
vi.resetModules();

// A case route's loader brings the case-lifecycle machine before the page renders (it is split from the shell);
// pages and panels here render without their loaders, so it is brought in first, as the app would have it.
await (await import('../src/app/screens/case-progress/case-lifecycle-runner-loader')).loadCaseLifecycleRunner();

// Files run on every core, next to the main process: on a busy CI machine a screen can take longer than
// Testing Library's default second to show what a test waits for. Passing waits return as soon as it shows.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

// What a file could leave on the shared window for the next one. The body stays: `cleanup` has removed what
// the tests rendered, and React Aria keeps its live announcer there for the whole worker, as a page would.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});
