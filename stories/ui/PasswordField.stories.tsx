import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PasswordField } from '../../src/app/ui';

const meta = {
  title: 'UI/PasswordField',
  // Played in the story tests: no jsdom test covers the kit's components on their own (focus, keyboard, popovers included).
  tags: ['browser'],
  component: PasswordField,
  parameters: { layout: 'padded' },
  args: { label: 'Password' },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof PasswordField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TogglesVisibility: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    await userEvent.type(input, 'Secret123456');
    await expect(input).toHaveAttribute('type', 'password');

    const show = canvas.getByRole('button', { name: 'Show password' });
    await expect(show).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(show);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('Secret123456');

    const hide = canvas.getByRole('button', { name: 'Hide password' });
    await expect(hide).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(hide);
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const WithError: Story = {
  args: { errorMessage: 'Password not match or empty' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    await expect(within(canvasElement).getByText('Password not match or empty')).toBeVisible();
  },
};

export const WithDescription: Story = {
  args: {
    label: 'New Password',
    description: 'Password must be 12 to 24 characters long with at least one uppercase letter, one lowercase letter and one number.',
  },
};
