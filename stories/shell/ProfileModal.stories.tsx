import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ProfileModal } from '../../src/app/screens/shell/ProfileModal';
import { Button } from '../../src/app/ui';
import { historyRoutes, firmLog } from '../history/history-api';
import { demoApi, demoUserDetails, mockApi, storeDemoLogin } from '../support/mock-api';
import { page } from '../support/page';
import { withQueryClient } from '../support/with-query-client';

const lawyer1 = demoUserDetails('lawyer1');

const meta = {
  title: 'Shell/ProfileModal',
  // Played in the story tests: no jsdom test checks the Profile's details (a dash for a missing one) or its Close.
  tags: ['browser'],
  component: ProfileModal,
  parameters: { layout: 'padded' },
  args: { details: lawyer1, isOpen: true, onOpenChange: fn() },
  decorators: [withQueryClient],
  // The user's own logins (issue 20), as the server lists them: a failed one, then the login.
  beforeEach: () => {
    storeDemoLogin('lawyer1');
    return mockApi({ ...demoApi(), ...historyRoutes(firmLog()) });
  },
} satisfies Meta<typeof ProfileModal>;
export default meta;
type Story = StoryObj<typeof meta>;

const rowValue = (dialog: HTMLElement, label: string) => within(dialog).getByText(label).nextElementSibling;

/** Name, designation, phone and address, read-only; Close reports the modal closed. */
export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = page(canvasElement).getByRole('dialog', { name: 'Profile' });
    await expect(rowValue(dialog, 'Name')).toHaveTextContent('Tan Wei Ming');
    await expect(rowValue(dialog, 'Designation')).toHaveTextContent('Senior Associate');
    await expect(rowValue(dialog, 'Phone')).toHaveTextContent('62201234');
    await expect(rowValue(dialog, 'Address')).toHaveTextContent('80 Robinson Road, #17-02');
    await expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    await expect(await within(dialog).findByText('Login failed: wrong password.')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Missing values show a dash rather than an empty row. */
export const MissingValues: Story = {
  args: {
    details: {
      ...lawyer1,
      userDetails: { ...lawyer1.userDetails, position: '' },
      accountDetails: { ...lawyer1.accountDetails, phone: '' },
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = page(canvasElement).getByRole('dialog', { name: 'Profile' });
    await expect(rowValue(dialog, 'Designation')).toHaveTextContent('—');
    await expect(rowValue(dialog, 'Phone')).toHaveTextContent('—');
    await expect(rowValue(dialog, 'Name')).toHaveTextContent('Tan Wei Ming');
  },
};

/** Closed until its trigger (the header's Profile) opens it; Close puts it away again. */
export const Closed: Story = {
  args: { isOpen: false },
  render: function ClosedProfile(args) {
    const [isOpen, setOpen] = useState(args.isOpen);
    const openChange = (open: boolean) => {
      setOpen(open);
      args.onOpenChange(open);
    };
    return (
      <>
        <Button onPress={() => openChange(true)}>Profile</Button>
        <ProfileModal {...args} isOpen={isOpen} onOpenChange={openChange} />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    await expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Profile' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Profile' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
  },
};
