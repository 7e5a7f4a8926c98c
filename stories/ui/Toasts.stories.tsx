import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button, showToast, toastQueue, Toasts } from '../../src/app/ui';

function ToastDemo() {
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Button onPress={() => showToast('Enter min 3 characters', 'warning')}>Warning</Button>
      <Button onPress={() => showToast('Please select lawyer information from table listing', 'error', 'Lawyer not chosen')}>Error</Button>
      <Button onPress={() => showToast('Contact saved.', 'success')}>Success</Button>
      <Button onPress={() => showToast('Your draft cart has 3 items.')}>Info</Button>
      <Toasts />
    </div>
  );
}

const meta = {
  title: 'UI/Toasts',
  // Played in the story tests: no jsdom test covers the kit's components on their own (focus, keyboard, popovers included).
  tags: ['browser'],
  component: ToastDemo,
  parameters: { layout: 'padded' },
  // The queue is app-wide: start every story without leftovers.
  beforeEach: () => {
    toastQueue.clear();
  },
} satisfies Meta<typeof ToastDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const ShowsAndDismisses: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Error' }));
    const toast = await page(canvasElement).findByRole('alertdialog', { name: 'Lawyer not chosen' });
    await expect(toast).toHaveTextContent('Please select lawyer information from table listing');
    await userEvent.click(within(toast).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('alertdialog')).not.toBeInTheDocument());
    // Shown once more, so the story ends with the toast on screen rather than the buttons alone.
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Error' }));
    await expect(await page(canvasElement).findByRole('alertdialog', { name: 'Lawyer not chosen' })).toBeVisible();
  },
};

export const MessageOnly: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Warning' }));
    const toast = await page(canvasElement).findByRole('alertdialog', { name: 'Enter min 3 characters' });
    await expect(toast).toBeVisible();
    await expect(toast).toHaveClass('ui-toast--warning');
  },
};
