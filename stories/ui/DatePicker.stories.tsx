import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DatePicker, type DatePickerProps } from '../../src/app/ui';
import { messages } from '../../src/domain/messages';

/** Holds the value like a form would, so typing and picking show what the user gets back. */
function Controlled(props: DatePickerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <DatePicker
      {...props}
      value={value}
      onChange={(iso) => {
        setValue(iso);
        props.onChange(iso);
      }}
    />
  );
}

const meta = {
  title: 'UI/DatePicker',
  // Played in the story tests: no jsdom test covers the kit's components on their own (focus, keyboard, popovers included).
  tags: ['browser'],
  component: DatePicker,
  render: (args) => <Controlled {...args} />,
  parameters: { layout: 'padded' },
  args: { label: 'Completion Date', value: '', onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 320, minHeight: 420 }}>{Story()}</div>],
} satisfies Meta<typeof DatePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TypedInTheShownFormat: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Completion Date' });
    await userEvent.type(input, '5-mar-2027');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith('2027-03-05');
    await expect(input).toHaveValue('05-Mar-2027');
  },
};

export const UnreadableTyping: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Completion Date' });
    await userEvent.type(input, '05/03/2027');
    await userEvent.tab();
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(within(canvasElement).getByText(messages.dateFormatInvalid)).toBeVisible();
  },
};

/** The calendar refuses days before the minimum (the completion date may not be before today). */
export const PickedFromTheCalendarWithAMinimum: Story = {
  args: { value: '2027-01-20', minValue: '2027-01-15' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Completion Date' })).toHaveValue('20-Jan-2027');
    await userEvent.click(canvas.getByRole('button', { name: 'Choose Completion Date' }));
    const grid = await screen.findByRole('grid');
    await expect(within(grid).getByRole('button', { name: /January 10, 2027/ })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(within(grid).getByRole('button', { name: /January 28, 2027/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith('2027-01-28');
    await waitFor(() => expect(screen.queryByRole('grid')).not.toBeInTheDocument());
    await expect(canvas.getByRole('textbox', { name: 'Completion Date' })).toHaveValue('28-Jan-2027');
  },
};

export const ReadOnly: Story = {
  args: { value: '2027-02-12', isReadOnly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Completion Date' })).toHaveAttribute('readonly');
    await expect(canvas.queryByRole('button', { name: 'Choose Completion Date' })).not.toBeInTheDocument();
  },
};

export const WithErrorMessage: Story = {
  args: { errorMessage: messages.completionDateEmpty },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(messages.completionDateEmpty)).toBeVisible();
  },
};
