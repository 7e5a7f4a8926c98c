import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ComingSoon } from '../../src/app/screens/placeholder/ComingSoon';
import { messages } from '../../src/domain/messages';

const meta = {
  title: 'Placeholder/ComingSoon',
  component: ComingSoon,
  parameters: { layout: 'padded' },
  args: { title: 'Billing' },
} satisfies Meta<typeof ComingSoon>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A route a later issue owns: its title as the page's heading, and the not-available message. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: args.title });
    await expect(within(section).getByRole('heading', { level: 1, name: args.title })).toBeVisible();
    await expect(section).toHaveTextContent(messages.notAvailableYet);
  },
};

export const LongTitle: Story = {
  args: { title: 'Statement of Account (Non-Requisition)' },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: args.title })).toBeVisible();
  },
};
