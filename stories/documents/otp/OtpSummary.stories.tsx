import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { messages } from '../../../src/domain/messages';
import { OTP_TODAY, savedOtpSummary } from './otp-fixtures';
import { SummaryHost } from './summary-host';

const meta = {
  title: 'Documents/OTP/Summary',
  component: SummaryHost,
  args: { summary: savedOtpSummary(), isEditing: false, today: OTP_TODAY, withUploads: true },
} satisfies Meta<typeof SummaryHost>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The saved summary: amounts and dd-MMM-yyyy dates, the signed OTP's link beside its signed-on date. */
export const Preview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('16-Mar-2026')).toBeVisible();
    await expect(canvas.getByText('72,000')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Signed OTP.pdf' })).toBeVisible();
    await expect(canvas.queryAllByRole('textbox')).toHaveLength(0);
  },
};

/** Editing: a signed-on date after today is flagged with the seed's rule. */
export const EditingSignedOnAfterToday: Story = {
  args: { isEditing: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const signedOn = canvas.getByRole('textbox', { name: 'OTP Signed On' });
    await userEvent.clear(signedOn);
    await userEvent.type(signedOn, '21-Mar-2026{enter}');
    await expect(await canvas.findByText(messages.signedOnAfterToday)).toBeVisible();
  },
};

/** A new document's summary: every field empty, ready to fill in. */
export const NewEditing: Story = {
  args: { summary: {}, isEditing: true, withUploads: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Option Money', 'OTP Signed On', 'Expiry Date', 'Acceptance Amount', 'Acceptance Signed On', 'Completion Date']) {
      await expect(canvas.getByRole('textbox', { name })).toHaveValue('');
    }
  },
};
