import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FilePicker } from '../../src/app/ui';

const meta = {
  title: 'UI/FilePicker',
  // Played in the story tests: no jsdom test covers the kit's components on their own (focus, keyboard, popovers included).
  tags: ['browser'],
  component: FilePicker,
  parameters: { layout: 'padded' },
  args: { label: 'Choose File', acceptedFileTypes: ['.png', '.jpg'], onSelect: fn() },
} satisfies Meta<typeof FilePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

const input = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;

export const ChoosesAFile: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Choose File' })).toBeEnabled();
    await expect(input(canvasElement)).toHaveAttribute('accept', '.png,.jpg');
    const logo = new File(['png'], 'logo.png', { type: 'image/png' });
    await userEvent.upload(input(canvasElement), logo);
    await expect(args.onSelect).toHaveBeenCalledWith([logo]);
    // Emptied after reading, so the same file can be chosen again.
    await expect(input(canvasElement).value).toBe('');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Choose File' })).toBeDisabled();
  },
};
