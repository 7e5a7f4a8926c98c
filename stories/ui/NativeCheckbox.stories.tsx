import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NativeCheckbox, type NativeCheckboxProps } from '../../src/app/ui';

/** The box a table repeats down its rows (the kit's look on the browser's own checkbox), shown in a row as tables use it. */
function InARow(props: NativeCheckboxProps) {
  const [selected, setSelected] = useState(props.isSelected);
  return (
    <table className="ui-table">
      <tbody>
        <tr className="ui-table__row">
          <td className="ui-table__cell">
            <NativeCheckbox
              {...props}
              isSelected={selected}
              onChange={(next) => {
                setSelected(next);
                props.onChange(next);
              }}
            />
          </td>
          <td className="ui-table__cell">TL/CONV/2026/0203</td>
          <td className="ui-table__cell">PCN-2026-000101</td>
        </tr>
      </tbody>
    </table>
  );
}

const meta = {
  title: 'UI/NativeCheckbox',
  // Played in the story tests: no jsdom test covers the kit's components on their own (focus, keyboard, popovers included).
  tags: ['browser'],
  component: NativeCheckbox,
  parameters: { layout: 'padded' },
  args: { 'aria-label': 'Select PCN-2026-000101', isSelected: false, onChange: fn() },
  render: (args) => <InARow {...args} />,
} satisfies Meta<typeof NativeCheckbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Toggles: Story = {
  play: async ({ canvasElement, args }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Select PCN-2026-000101' });
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const Selected: Story = { args: { isSelected: true } };

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toBeDisabled();
  },
};
