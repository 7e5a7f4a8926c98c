import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { S65SummaryPanel } from '../../../src/app/screens/documents/s65/S65SummaryPanel';
import { messages } from '../../../src/domain/messages';

const meta = {
  title: 'Documents/S.65/S65SummaryPanel',
  // Played in the story tests: no jsdom test renders the S.65 summary panel.
  tags: ['browser'],
  component: S65SummaryPanel,
  args: { signedCopies: <p style={{ border: '1px dashed', padding: 8 }}>(the signed-copies panel goes here)</p> },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof S65SummaryPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The signing order, then the signed copies. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(messages.s65SigningOrder)).toBeVisible();
  },
};
