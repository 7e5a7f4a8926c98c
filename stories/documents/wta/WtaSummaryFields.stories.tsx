import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WtaSummaryFields } from '../../../src/app/screens/documents/wta/WtaSummaryFields';
import type { DocumentSummary } from '../../../src/domain/documents/summary';
import { messages } from '../../../src/domain/messages';
import { TODAY } from '../common/document-fixtures';

function SummaryHost({ summary, isEditing, onChange }: { summary: DocumentSummary; isEditing: boolean; onChange: (patch: DocumentSummary) => void }) {
  const [current, setCurrent] = useState(summary);
  return (
    <div style={{ padding: 16 }}>
      <WtaSummaryFields
        summary={current}
        isEditing={isEditing}
        today={TODAY}
        onChange={(patch) => {
          onChange(patch);
          setCurrent((before) => ({ ...before, ...patch }));
        }}
        signedUpload={<p style={{ border: '1px dashed', padding: 8 }}>(the signed-copy upload goes here)</p>}
      />
    </div>
  );
}

const meta = {
  title: 'Documents/WTA/WtaSummaryFields',
  component: SummaryHost,
  args: { summary: { signedOn: null }, isEditing: true, onChange: fn() },
} satisfies Meta<typeof SummaryHost>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Editing: 'WTA Signed On' is typed or picked; a date after today is refused. */
export const Editing: Story = {
  play: async ({ canvasElement, args }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'WTA Signed On' });
    await userEvent.type(field, '28-Feb-2026{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ signedOn: '2026-02-28' });
    await userEvent.clear(field);
    await userEvent.type(field, '03-Mar-2026{Enter}');
    await expect(within(canvasElement).getByText(messages.signedOnAfterToday)).toBeVisible();
  },
};

/** Preview: the signed-on date as text, the upload below. */
export const Preview: Story = {
  args: { summary: { signedOn: '2026-02-28' }, isEditing: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('28-Feb-2026')).toBeVisible();
  },
};
