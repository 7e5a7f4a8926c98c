import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DocumentFormButtons } from '../../../src/app/screens/documents/common/DocumentFormButtons';

const meta = {
  title: 'Documents/Chrome/DocumentFormButtons',
  component: DocumentFormButtons,
  args: { isNew: true, onSubmit: fn(), onCancel: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DocumentFormButtons>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new document is created with Save. */
export const NewDocument: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

/** A saved document is changed with Update. */
export const SavedDocument: Story = {
  args: { isNew: false },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalled();
    await expect(within(canvasElement).getByRole('button', { name: 'Update' })).toBeVisible();
  },
};

/** While saving: Update ignores presses and Cancel waits. */
export const Saving: Story = {
  args: { isNew: false, isBusy: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Update' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(within(canvasElement).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};
