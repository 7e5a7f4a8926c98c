import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button, Modal, type ModalProps } from '../../src/app/ui';

type DemoProps = Pick<ModalProps, 'title' | 'size' | 'isDismissable'> & {
  /** Open when the story starts: the stories about a size show the modal itself, not a button. */
  defaultOpen?: boolean;
};

function ModalDemo({ title, size, isDismissable, defaultOpen = false }: DemoProps) {
  const [isOpen, setOpen] = useState(defaultOpen);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Open</Button>
      <Modal
        title={title}
        size={size}
        isDismissable={isDismissable}
        isOpen={isOpen}
        onOpenChange={setOpen}
        footer={
          <>
            <Button variant="secondary" onPress={() => setOpen(false)}>
              Cancel
            </Button>
            <Button onPress={() => setOpen(false)}>Save</Button>
          </>
        }
      >
        <p>Name, designation, phone and address as registered for your user ID.</p>
      </Modal>
    </>
  );
}

const meta = {
  title: 'UI/Modal',
  // Played in the story tests: no jsdom test covers the kit's components on their own (focus, keyboard, popovers included).
  tags: ['browser'],
  component: ModalDemo,
  parameters: { layout: 'padded' },
  args: { title: 'Profile', size: 'md', isDismissable: true },
} satisfies Meta<typeof ModalDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Opens the modal again, so the story ends with the modal on screen rather than a lone button. */
async function reopen(canvasElement: HTMLElement, title: string) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open' }));
  await expect(await page(canvasElement).findByRole('dialog', { name: title })).toBeVisible();
}

export const OpensAndCloses: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open' }));
    const dialog = page(canvasElement).getByRole('dialog', { name: 'Profile' });
    await expect(dialog).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await reopen(canvasElement, 'Profile');
  },
};

export const NotDismissable: Story = {
  args: { isDismissable: false, title: 'Property Information' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open' }));
    const dialog = page(canvasElement).getByRole('dialog', { name: 'Property Information' });
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await reopen(canvasElement, 'Property Information');
  },
};

export const Small: Story = { args: { size: 'sm', title: 'Extend Session?', defaultOpen: true } };

export const Large: Story = { args: { size: 'lg', title: 'IRAS Eligible Units', defaultOpen: true } };
