import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { DocumentFormButtons } from '../../../src/app/screens/documents/common/DocumentFormButtons';
import { DocumentTabs, type DocumentTab } from '../../../src/app/screens/documents/common/DocumentTabs';

function TabsHost({ initial, isNew }: { initial: DocumentTab; isNew: boolean }) {
  const [tab, setTab] = useState(initial);
  const buttons = <DocumentFormButtons isNew={isNew} onSubmit={() => undefined} onCancel={() => undefined} />;
  return (
    <div style={{ padding: 16 }}>
      <DocumentTabs
        selected={tab}
        onSelectionChange={setTab}
        editAndPrint={
          <>
            <p>The document preview.</p>
            {buttons}
          </>
        }
        summary={
          <>
            <p>The summary fields.</p>
            {buttons}
          </>
        }
      />
    </div>
  );
}

const meta = {
  title: 'Documents/Chrome/DocumentTabs',
  component: TabsHost,
  args: { initial: 'edit', isNew: true },
} satisfies Meta<typeof TabsHost>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new document on EDIT AND PRINT: Save and Cancel; SUMMARY is one press away. */
export const NewOnEditAndPrint: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['EDIT AND PRINT', 'SUMMARY']);
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'SUMMARY' }));
    await expect(canvas.getByText('The summary fields.')).toBeVisible();
  },
};

/** A saved document on SUMMARY: Update and Cancel. */
export const SavedOnSummary: Story = {
  args: { initial: 'summary', isNew: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'SUMMARY' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('button', { name: 'Update' })).toBeVisible();
  },
};
