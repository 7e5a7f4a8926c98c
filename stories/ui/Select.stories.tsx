import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Select, type SelectItem } from '../../src/app/ui';

const TRANSACTION_TYPES: SelectItem[] = [
  { id: '1', name: 'Sale of Private Property' },
  { id: '2', name: 'Purchase of Private Property' },
  { id: '3', name: 'Sale of Commercial Property' },
  { id: '4', name: 'Purchase of Commercial Property' },
];

const meta = {
  title: 'UI/Select',
  // Played in the story tests: no jsdom test covers the kit's components on their own (focus, keyboard, popovers included).
  tags: ['browser'],
  component: Select,
  parameters: { layout: 'padded' },
  args: { label: 'Transaction Type', items: TRANSACTION_TYPES, placeholder: 'Choose a type', onSelectionChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 360, minHeight: 280 }}>{Story()}</div>],
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ChoosesAnItem: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /Transaction Type/ });
    await expect(trigger).toHaveTextContent('Choose a type');
    await userEvent.click(trigger);
    const listbox = within(canvasElement.ownerDocument.body).getByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Purchase of Private Property' }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('2');
    await expect(trigger).toHaveTextContent('Purchase of Private Property');
  },
};

function ControlledSelect() {
  const [selected, setSelected] = useState<string | null>('3');
  return (
    <>
      <Select label="Transaction Type" items={TRANSACTION_TYPES} selectedKey={selected} onSelectionChange={setSelected} />
      <p>Chosen id: {selected ?? 'none'}</p>
    </>
  );
}

export const Controlled: Story = {
  render: () => <ControlledSelect />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Transaction Type/ })).toHaveTextContent('Sale of Commercial Property');
    await expect(canvas.getByText('Chosen id: 3')).toBeVisible();
  },
};

export const WithError: Story = { args: { errorMessage: 'Please choose a transaction type.' } };

export const Disabled: Story = { args: { isDisabled: true } };
