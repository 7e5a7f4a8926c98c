import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DocumentActions } from '../../../src/app/screens/documents/common/DocumentActions';

const meta = {
  title: 'Documents/Chrome/DocumentActions',
  component: DocumentActions,
  args: { module: 'otp', send: { onPress: fn() }, print: { onPress: fn() }, edit: { onPress: fn() } },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DocumentActions>;
export default meta;
type Story = StoryObj<typeof meta>;

const names = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('button')
    .map((button) => button.getAttribute('aria-label'));

/** OTP and WTA: send by mail, print, edit. */
export const OptionToPurchase: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(names(canvasElement)).toEqual(['Send by mail', 'Print', 'Edit']);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Print' }));
    await expect(args.print.onPress).toHaveBeenCalled();
  },
};

/** Printing: the print icon shows progress and ignores presses; edit is refused meanwhile. */
export const Printing: Story = {
  args: { print: { onPress: fn(), isBusy: true }, edit: { onPress: fn(), isDisabled: true } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Print' }));
    await expect(args.print.onPress).not.toHaveBeenCalled();
    await expect(within(canvasElement).getByRole('button', { name: 'Edit' })).toBeDisabled();
  },
};

/** S.65: DSS sign, print, edit, send (seed 001 §2.4). */
export const S65: Story = {
  args: { module: 's65', dssSign: { onPress: fn() } },
  play: async ({ canvasElement }) => {
    await expect(names(canvasElement)).toEqual(['DSS Sign', 'Print', 'Edit', 'Send by mail']);
  },
};
