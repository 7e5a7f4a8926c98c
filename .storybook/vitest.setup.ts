import { setProjectAnnotations } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { afterEach, expect, vi } from 'vitest';
import { expectTaggedPlayRan, renderWithoutPlayUnlessTagged } from './plays-in-tests';
import * as previewAnnotations from './preview';
import { appFont, isBlank, visibleContent } from './story-at-rest';

// Most play functions repeat what the jsdom screen tests check: here only the stories tagged 'browser' play
// (plays-in-tests.ts); every story is still rendered and checked at rest below.
setProjectAnnotations([previewAnnotations, { beforeEach: renderWithoutPlayUnlessTagged }]);

// As in the screen tests (tests/setup-dom.ts): on a busy CI machine a lazily loaded dialog or a table's second pass
// can take longer than Testing Library's default second to show what a play function waits for. Passing waits
// return as soon as it shows.
configure({ asyncUtilTimeout: 5_000 });

/** How long a story not played here may take to show its data (its fake API answers at once). */
const SETTLE_MS = 5_000;

/**
 * Designers browse the stories as they are once their play function has run: every story must end with its
 * screen on the canvas, in the app's stylesheet. Here a story tagged 'browser' is checked after its play function,
 * any other as it renders (its play function does not run here), so its first state must show something too. The
 * story stays mounted until the next one starts. A story that failed already is not checked again.
 */
afterEach(async ({ task }) => {
  if (!('storyId' in task.meta) || task.result?.state === 'fail' || task.result?.state === 'skip') return;

  expectTaggedPlayRan();

  const font = appFont();
  expect(font.app, "the app's stylesheet (src/app/ui/ui.css) is not loaded in the story").not.toBe('');
  expect(font.body, "the story's body is not in the app's font (src/app/app.css)").toBe(font.app);

  await vi
    .waitFor(
      () => {
        if (isBlank(visibleContent())) throw new Error('blank');
      },
      { timeout: SETTLE_MS, interval: 100 },
    )
    .catch(() => {
      throw new Error(
        `The story ends on a blank canvas: as it renders (or, tagged 'browser', once its play function has run), nothing of the screen is visible. ` +
          'Let the story show its subject at rest (args or initial state, a play function that leaves it on screen, ' +
          'or a story of its own for the end state).',
      );
    });
});
