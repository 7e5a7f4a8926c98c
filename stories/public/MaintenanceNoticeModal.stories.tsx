import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MaintenanceNoticeModal } from '../../src/app/screens/common/MaintenanceNoticeModal';
import { STORAGE_KEYS } from '../../src/domain/session-keys';
import { pageOf } from './story-helpers';

const meta = {
  title: 'Common/MaintenanceNoticeModal',
  component: MaintenanceNoticeModal,
  args: { isOpen: true, onClose: fn() },
} satisfies Meta<typeof MaintenanceNoticeModal>;
export default meta;
type Story = StoryObj<typeof meta>;

const closeButton = (dialog: HTMLElement) => within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!;

export const DoNotShowAgainPersists: Story = {
  play: async ({ canvasElement, args }) => {
    // The notice's code is fetched as it opens.
    const dialog = await within(pageOf(canvasElement)).findByRole('dialog', { name: 'Scheduled maintenance' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Do not show this again' }));
    await userEvent.click(closeButton(dialog));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(localStorage.getItem(STORAGE_KEYS.hideMaintenanceNotice)).toBe('true');
  },
};

export const ClosingWithoutTickShowsAgain: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await within(pageOf(canvasElement)).findByRole('dialog', { name: 'Scheduled maintenance' });
    await userEvent.click(closeButton(dialog));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(localStorage.getItem(STORAGE_KEYS.hideMaintenanceNotice)).toBeNull();
  },
};
