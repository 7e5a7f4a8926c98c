import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TemplateSelector } from '../../../src/app/screens/documents/common/TemplateSelector';
import { page } from '../../support/page';

const meta = {
  title: 'Documents/Chrome/TemplateSelector',
  component: TemplateSelector,
  args: { module: 'otp', value: null, onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TemplateSelector>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No template chosen yet: 'Select OTP Template'; the one template is 'OTP Template 1' (template1). */
export const NothingChosen: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Template/ });
    await expect(trigger).toHaveTextContent('Select OTP Template');
    await userEvent.click(trigger);
    await userEvent.click(await page(canvasElement).findByRole('option', { name: 'OTP Template 1' }));
    await expect(args.onChange).toHaveBeenCalledWith('template1');
  },
};

/** The WTA's template chosen (a saved document preselects it). */
export const WtaChosen: Story = {
  args: { module: 'wta', value: 'template1' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Template/ })).toHaveTextContent('WTA Template 1');
  },
};

/** The S.65's selector, following the others' pattern. */
export const S65NothingChosen: Story = {
  args: { module: 's65' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Template/ })).toHaveTextContent('Select S.65 Template');
  },
};
