import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { ActivityLogButton } from '../../../src/app/screens/documents/common/ActivityLogButton';
import { ActivityLogModal } from '../../../src/app/screens/documents/common/ActivityLogModal';
import type { DocumentModule } from '../../../src/domain/documents/modules';
import { messages } from '../../../src/domain/messages';
import { page } from '../../support/page';
import { DOCUMENT_HISTORY } from './document-fixtures';

function ActivityLogHost({ module }: { module: DocumentModule }) {
  const [open, setOpen] = useState(false);
  return (
    <div style={{ padding: 16 }}>
      <ActivityLogButton module={module} onPress={() => setOpen(true)} />
      {open && (
        <ActivityLogModal
          module={module}
          property={{ propertyRefNo: 'PCN-2026-000101', propertyDocument: DOCUMENT_HISTORY }}
          onClose={() => setOpen(false)}
          onOpenFile={() => undefined}
        />
      )}
    </div>
  );
}

const meta = {
  title: 'Documents/Chrome/ActivityLog',
  component: ActivityLogHost,
  args: { module: 'wta' },
} satisfies Meta<typeof ActivityLogHost>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 'WTA Activity Log': the WTA's printed and sent copies only, latest first, file names as links. */
export const WithCopies: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'WTA Activity Log' }));
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'WTA Activity Log' }));
    const rows = dialog.getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(2);
    await expect(dialog.getByRole('button', { name: 'WTA_28FEB2026_template1_2.pdf' })).toBeVisible();
  },
};

/** 'S.65 Activity Log' before anything was printed or sent. */
export const NothingYet: Story = {
  args: { module: 's65' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'S.65 Activity Log' }));
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'S.65 Activity Log' }));
    await expect(dialog.getByText(messages.noDocumentPrintedOrSent)).toBeVisible();
  },
};
