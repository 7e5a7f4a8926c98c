import type { StoryContext } from '@storybook/react-vite';

/**
 * The tag of a story whose play function also runs in the story tests (`vitest --project stories`): one that needs a
 * real browser (layout, focus, a worker, the app's stylesheet), or whose checks no jsdom test makes. Every other story
 * is rendered and checked at rest there (vitest.setup.ts), its play function left to Storybook's UI and to the jsdom
 * screen tests that prove the same (docs/testing.md lists which). Stories write it as the literal 'browser': Storybook's
 * indexer reads tags as string literals only.
 */
export const BROWSER_TAG = 'browser';

/**
 * Renders an untagged story without its play function in the story tests; Storybook's UI never runs this (only
 * vitest.setup.ts installs it).
 *
 * Storybook 10.6 has no switch for this: addon-vitest's testStory calls the portable story's run(), whose runStory
 * mounts the story and plays it. runStory does return between the two when `context.abortSignal` is aborted, and
 * calls the mount this beforeEach receives on `context`, so the mount is wrapped to abort once the story has
 * rendered. Both are Storybook internals (storybook/dist/_browser-chunks, runStory), kept to this one file.
 * If a Storybook update changes them, stories/storybook/PlaysInTests.stories.tsx fails: its untagged story's play
 * function throws, and its tagged story must end played (expectTaggedPlayRan).
 */
export function renderWithoutPlayUnlessTagged(context: StoryContext): void {
  if (context.tags.includes(BROWSER_TAG)) return;
  // A play function that takes `mount` renders the story itself, after the abort would be checked.
  if ('usesMount' in context && context.usesMount === true) {
    throw new Error(`Story "${context.id}" mounts in its play function, so it cannot be rendered without it: tag it '${BROWSER_TAG}'.`);
  }
  const mount = context.mount;
  context.mount = async (...args: Parameters<typeof mount>) => {
    const canvas = await mount(...args);
    context.abortSignal = AbortSignal.abort(`Not tagged '${BROWSER_TAG}': its play function runs in Storybook's UI only.`);
    return canvas;
  };
}

/** The attribute of the canary stories' element (stories/storybook/PlaysInTests.stories.tsx): what their plays did. */
export const PLAY_CANARY = 'data-play-canary';

/** The canary's states: rendered (untagged, never played), waiting for its play function (tagged), played. */
export type PlayCanaryState = 'rendered' | 'waiting' | 'played';

/**
 * Fails when a tagged canary story ended without its play function having run: the abort above reached the tagged
 * stories too. Called after every story test (vitest.setup.ts); only the canary carries the attribute.
 */
export function expectTaggedPlayRan(doc: Document = document): void {
  const waiting: PlayCanaryState = 'waiting';
  if (doc.querySelector(`[${PLAY_CANARY}="${waiting}"]`)) {
    throw new Error(`A story tagged '${BROWSER_TAG}' ended without its play function: .storybook/plays-in-tests.ts skips tagged plays too.`);
  }
}
