import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { page } from '../../support/page';
import { newOtpMetadata, OTP_PARTIES, savedOtpMetadata } from './otp-fixtures';
import { OtpHost, shownDraft } from './otp-host';

const meta = {
  title: 'Documents/OTP/Edit and print',
  component: OtpHost,
  args: { metadata: newOtpMetadata(), parties: OTP_PARTIES, isEditing: true },
} satisfies Meta<typeof OtpHost>;
export default meta;
type Story = StoryObj<typeof meta>;

const textbox = (canvasElement: HTMLElement, name: string | RegExp) => within(canvasElement).getByRole('textbox', { name });

async function choose(canvasElement: HTMLElement, select: RegExp, option: string) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: select }));
  await userEvent.click(await page(canvasElement).findByRole('option', { name: option }));
}

/** A new OTP with the defaults: the property in the RE lines, open until 4 p.m. two weeks on, deposit to the stakeholders. */
export const NewWithDefaults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(textbox(canvasElement, 'RE address line 1')).toHaveValue('1G CANTONMENT ROAD');
    await expect(textbox(canvasElement, 'RE address line 2')).toHaveValue('#40-12 PINNACLE @ DUXTON');
    await expect(textbox(canvasElement, 'Offer time')).toHaveValue('4.00 p.m.');
    await expect(textbox(canvasElement, 'Expiry date')).toHaveValue('03-Apr-2026');
    await expect(textbox(canvasElement, "Vendor's solicitors")).toHaveValue('Ong & Partners LLP');
    await expect(canvas.getByRole('radio', { name: "the Vendor's solicitors as stakeholders" })).toBeChecked();
    await expect(canvas.getByText('Tan Ah Kow (ID No. *****567D)')).toBeVisible();

    await userEvent.type(textbox(canvasElement, 'Option money (S$)'), '18000');
    await expect(textbox(canvasElement, 'Option money in words')).toHaveValue('Eighteen Thousand');
    await expect(shownDraft(canvasElement)).toMatchObject({ optionMoney: '18000', singDollarsOptionMoney: 'Eighteen Thousand' });
  },
};

/** A saved OTP in the preview: the values inside the contract's text, IDs masked but the last 4. */
export const ExistingPreview: Story = {
  args: { metadata: savedOtpMetadata(), isEditing: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryAllByRole('textbox')).toHaveLength(0);
    await expect(canvas.getByText('Eighteen Thousand')).toBeVisible();
    await expect(canvas.getByText('PayNow')).toBeVisible();
    await expect(canvas.getByText('*****223H')).toBeVisible();
    await expect(canvas.getByText('this 20th day of March 2026')).toBeVisible();
    // The annexes read as the PDF prints them (issue 18): Annex A's items numbered, B's and C's boxes ticked or not.
    for (const line of ['1. Kitchen hob and hood', '2. Washing machine', '3. Curtains in the living room'])
      await expect(canvas.getByText(line)).toBeVisible();
    await expect(canvas.getByText(/^\(c\) \[X\] The Vendor shall deliver the Property/)).toBeVisible();
  },
};

/** Deposit to the Singapore Academy of Law: the academy payment mode, then the one reference it needs. */
export const AcademyPayee: Story = {
  args: { metadata: { ...newOtpMetadata(), paymentClientOption: 'client3', academyLawby: "cashier's order no" } },
  play: async ({ canvasElement }) => {
    await expect(textbox(canvasElement, "Cashier's Order No.")).toBeVisible();
    await choose(canvasElement, /Academy payment mode$/, 'electronic fund transfer');
    await expect(textbox(canvasElement, 'Designated account')).toBeVisible();
    await expect(within(canvasElement).queryByRole('textbox', { name: "Cashier's Order No." })).not.toBeInTheDocument();
    await userEvent.click(within(canvasElement).getByRole('radio', { name: 'the Vendor' }));
    await waitFor(() => expect(within(canvasElement).queryByRole('button', { name: /Academy payment mode$/ })).not.toBeInTheDocument());
    await expect(shownDraft(canvasElement)).toMatchObject({ paymentClientOption: 'client1', academyLawby: 'electronic fund transfer' });
  },
};

/** Completion by weeks: only the weeks field shows; choosing 'By date' swaps it for the date picker. */
export const CompletionByWeeks: Story = {
  args: { metadata: { ...newOtpMetadata(), completionDateMode: 'week', completionDayOf: '10' } },
  play: async ({ canvasElement }) => {
    await expect(textbox(canvasElement, 'Completion weeks')).toHaveValue('10');
    await expect(within(canvasElement).queryByRole('textbox', { name: 'Completion date' })).not.toBeInTheDocument();
    await choose(canvasElement, /Completion$/, 'By date');
    await expect(textbox(canvasElement, 'Completion date')).toBeVisible();
    await expect(within(canvasElement).queryByRole('textbox', { name: 'Completion weeks' })).not.toBeInTheDocument();
  },
};

/** Annex B: with paragraph 1 ticked and paragraph 2 not, a date picker replaces '7 days before the Scheduled Completion Date'. */
export const AnnexBDateRule: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('7 days before the Scheduled Completion Date')).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: /^\(a\) 2\./ }));
    await expect(canvas.queryByText('7 days before the Scheduled Completion Date')).not.toBeInTheDocument();
    await userEvent.type(textbox(canvasElement, 'Inspection date'), '23-Jun-2026{enter}');
    await expect(shownDraft(canvasElement)).toMatchObject({ annexbaParagraph2: false, annexbaParagraph2CompletionDate: '2026-06-23' });
  },
};

/** Annex A's items are added and removed one by one and kept joined by the '[#]' separator. */
export const AnnexAItems: Story = {
  args: { metadata: savedOtpMetadata() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(textbox(canvasElement, 'New Annex A item'), 'Bathroom mirrors{enter}');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove item 2' }));
    await expect(shownDraft(canvasElement).annexaNote).toBe('Kitchen hob and hood[#]Curtains in the living room[#]Bathroom mirrors');
  },
};
