import type { Meta, StoryObj } from '@storybook/react-vite';
import { PLAY_CANARY, type PlayCanaryState } from '../../.storybook/plays-in-tests';

/** Says what its story's play function did, on the element the story tests read (expectTaggedPlayRan). */
function PlayCanary({ state }: { state: PlayCanaryState }) {
  return <p {...{ [PLAY_CANARY]: state }}>{state}</p>;
}

/**
 * The story tests run only the play functions of stories tagged 'browser' (.storybook/plays-in-tests.ts relies on
 * Storybook internals for it). These two fail if that stops working either way: an untagged play function that
 * runs, or a tagged one that does not. Left out of the sidebar ('!dev'): the untagged one's play function throws
 * wherever it runs.
 */
const meta = {
  title: 'Storybook/Plays in tests',
  component: PlayCanary,
  tags: ['!dev'],
} satisfies Meta<typeof PlayCanary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const UntaggedPlaySkipped: Story = {
  args: { state: 'rendered' },
  play: () => {
    throw new Error(`An untagged story's play function ran in the story tests: .storybook/plays-in-tests.ts no longer skips it.`);
  },
};

export const TaggedPlayRuns: Story = {
  tags: ['browser'],
  args: { state: 'waiting' },
  play: ({ canvasElement }) => {
    const canary = canvasElement.querySelector(`[${PLAY_CANARY}]`);
    if (!canary) throw new Error('The canary did not render.');
    const played: PlayCanaryState = 'played';
    canary.setAttribute(PLAY_CANARY, played);
    canary.textContent = played;
  },
};
