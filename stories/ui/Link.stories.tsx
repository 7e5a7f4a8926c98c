import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Link } from '../../src/app/ui';

const meta = {
  title: 'UI/Link',
  // Played in the story tests: no jsdom test covers the kit's components on their own (focus, keyboard, popovers included).
  tags: ['browser'],
  component: Link,
  parameters: { layout: 'padded' },
  args: { href: '#', children: 'Forgot Password' },
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Forgot Password' })).toHaveAttribute('href', '#');
  },
};

export const NewTab: Story = {
  args: { href: 'https://www.iras.gov.sg', target: '_blank', children: 'IRAS' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'IRAS' })).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const Disabled: Story = { args: { isDisabled: true } };
