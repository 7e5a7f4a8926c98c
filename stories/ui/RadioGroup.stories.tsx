import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Radio, RadioGroup } from '../../src/app/ui';

const meta = {
  title: 'UI/RadioGroup',
  // Played in the story tests: no jsdom test covers the kit's components on their own (focus, keyboard, popovers included).
  tags: ['browser'],
  component: RadioGroup,
  parameters: { layout: 'padded' },
  args: {
    label: 'Client category',
    onChange: fn(),
    children: (
      <>
        <Radio value="0">Company</Radio>
        <Radio value="1">Individual</Radio>
      </>
    ),
  },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ChoosesOne: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Client category' })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Individual' }));
    await expect(canvas.getByRole('radio', { name: 'Individual' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('1');
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('radio', { name: 'Company' })).toBeChecked();
  },
};

export const Vertical: Story = { args: { orientation: 'vertical', defaultValue: '0' } };

export const WithError: Story = { args: { errorMessage: 'Please choose company or individual.' } };
