import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AlertDialog } from '../../src/app/ui';

const meta = {
  title: 'UI/AlertDialog',
  // Played in the story tests: no jsdom test covers the kit's components on their own (focus, keyboard, popovers included).
  tags: ['browser'],
  component: AlertDialog,
  parameters: { layout: 'padded' },
  args: {
    isOpen: true,
    title: 'Delete Failed',
    children: 'Property with Reference No: REF-001 and Property Control No: P2026-0001 has been assigned and activated!',
    tone: 'error',
    onPrimary: fn(),
  },
} satisfies Meta<typeof AlertDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const ErrorTone: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = page(canvasElement).getByRole('alertdialog', { name: 'Delete Failed' });
    await expect(dialog).toHaveTextContent('has been assigned and activated!');
    const ok = within(dialog).getByRole('button', { name: 'OK' });
    await expect(ok).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeVisible();
    await userEvent.click(ok);
    await expect(args.onPrimary).toHaveBeenCalledOnce();
  },
};

export const Confirmation: Story = {
  args: {
    tone: 'warning',
    title: 'Contact Delete Confirmation',
    children: 'Are you sure you want to delete contact Tan Holdings Pte. Ltd.?',
    primaryLabel: 'Delete',
    secondaryLabel: 'Cancel',
    onSecondary: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const dialog = page(canvasElement).getByRole('alertdialog', { name: 'Contact Delete Confirmation' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onSecondary).toHaveBeenCalledOnce();
    await expect(args.onPrimary).not.toHaveBeenCalled();
  },
};

export const InfoTone: Story = {
  args: { tone: 'info', title: 'IRAS valuation check API error', children: 'Click ok to proceed with LR submission' },
};

export const SuccessTone: Story = { args: { tone: 'success', title: 'Successfully Deleted', children: 'The property has been deleted.' } };
