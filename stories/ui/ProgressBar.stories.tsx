import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProgressBar } from '../../src/app/ui';

const meta = {
  title: 'UI/ProgressBar',
  // Played in the story tests: no jsdom test covers the kit's components on their own (focus, keyboard, popovers included).
  tags: ['browser'],
  component: ProgressBar,
  parameters: { layout: 'padded' },
  args: { label: 'Uploading', value: 40 },
} satisfies Meta<typeof ProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Partway: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Uploading' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(bar).toHaveTextContent('40%');
    await expect(bar.querySelector<HTMLElement>('.ui-progress__fill')?.style.width).toBe('40%');
  },
};

export const Complete: Story = {
  args: { value: 100 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  },
};

/** No value known yet: no percentage, and the fill moves (it stands still with reduced motion). */
export const Indeterminate: Story = {
  args: { isIndeterminate: true },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Uploading' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    await expect(bar).not.toHaveTextContent('%');
  },
};

export const WithoutValueLabel: Story = {
  args: { showValueLabel: false },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Uploading' });
    await expect(bar).not.toHaveTextContent('40%');
    await expect(bar).toHaveAttribute('aria-valuetext', '40%');
  },
};
