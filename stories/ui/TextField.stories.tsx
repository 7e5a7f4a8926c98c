import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, Form, TextField } from '../../src/app/ui';

const meta = {
  title: 'UI/TextField',
  // Played in the story tests: no jsdom test covers the kit's components on their own (focus, keyboard, popovers included).
  tags: ['browser'],
  component: TextField,
  parameters: { layout: 'padded' },
  args: { label: 'User ID', onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { placeholder: 'e.g. JTAN01' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'User ID' });
    await userEvent.type(input, 'JTAN01');
    await expect(input).toHaveValue('JTAN01');
    await expect(args.onChange).toHaveBeenLastCalledWith('JTAN01');
  },
};

export const WithDescription: Story = {
  args: { label: 'Reference No.', description: 'Your firm’s own file reference, up to 25 characters.', maxLength: 25 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Reference No.' })).toHaveAccessibleDescription(
      'Your firm’s own file reference, up to 25 characters.',
    );
  },
};

export const WithErrorMessage: Story = {
  args: {
    label: 'Applicant Email Address',
    defaultValue: 'jtan@',
    errorMessage: 'Applicant Email Address invalid! Please enter valid Email format.',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Applicant Email Address' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(within(canvasElement).getByText(/Please enter valid Email format/)).toBeVisible();
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'JTAN01' } };

/** Native validation inside a Form: the error appears on submit and goes once the field is filled. */
export const ValidationInForm: Story = {
  render: (args) => (
    <Form onSubmit={(event) => event.preventDefault()}>
      <TextField {...args} label="Name of Applicant Solicitor" isRequired />
      <TextField label="Applicant Email Address" type="email" isRequired />
      <div>
        <Button type="submit">Submit</Button>
      </div>
    </Form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    const name = canvas.getByRole('textbox', { name: /Name of Applicant Solicitor/ });
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveFocus();

    await userEvent.type(name, 'Jane Tan');
    await userEvent.type(canvas.getByRole('textbox', { name: /Applicant Email Address/ }), 'not-an-email');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(name).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByRole('textbox', { name: /Applicant Email Address/ })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Errors from the server, handed to the Form as validationErrors keyed by field name. */
export const ServerErrorsInForm: Story = {
  render: (args) => (
    <Form validationErrors={{ userid: 'Invalid User ID or Password.' }}>
      <TextField {...args} name="userid" />
    </Form>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Invalid User ID or Password.')).toBeVisible();
  },
};
