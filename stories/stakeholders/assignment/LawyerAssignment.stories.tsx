import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { messages } from '../../../src/domain/messages';
import { apiCalls, mockApi, storeDemoLogin } from '../../support/mock-api';
import { page } from '../../support/page';
import { withQueryClient } from '../../support/with-query-client';
import { assignmentApi } from './assignment-api';
import { CLIENT_SET, OPEN_PROPERTY } from './assignment-fixtures';
import { AssignmentStory } from './assignment-story';

const meta = {
  title: 'Stakeholders/Assignment/Lawyer',
  component: AssignmentStory,
  decorators: [withQueryClient],
  args: { property: CLIENT_SET, request: { action: 'assign', role: 'buyerLawyer' }, onFinished: fn() },
  beforeEach: () => {
    storeDemoLogin('lawyer1');
    return mockApi(assignmentApi());
  },
} satisfies Meta<typeof AssignmentStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const modal = async (canvasElement: HTMLElement) => within(await page(canvasElement).findByRole('dialog', { name: "Assign Buyer's Lawyer" }));

async function searchFirms(canvasElement: HTMLElement, name: string) {
  const dialog = await modal(canvasElement);
  await userEvent.type(dialog.getByRole('textbox', { name: 'Law Firm Name' }), name);
  await userEvent.click(dialog.getByRole('button', { name: 'Search' }));
  return dialog;
}

/** Firms whose name matches; a name matching none says so; Save before a lawyer is chosen asks for one. */
export const FirmSearch: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await searchFirms(canvasElement, 'Raj');
    await expect(await dialog.findByRole('button', { name: 'Choose Rajah & Partners LLP' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Choose Rajan Law Chambers' })).toBeVisible();
    await expect(apiCalls('POST /fetchusersbylawfirmname')[0]?.body).toEqual({ acctName: 'Raj' });
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await page(canvasElement).findByText(messages.selectLawyerFromTable)).toBeVisible();

    await userEvent.clear(dialog.getByRole('textbox', { name: 'Law Firm Name' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Law Firm Name' }), 'Nobody');
    await userEvent.click(dialog.getByRole('button', { name: 'Search' }));
    await expect((await page(canvasElement).findAllByText(messages.noMatchLawFirm)).length).toBeGreaterThan(0);
  },
};

/** A firm's seven users, five a page; the one picked on page 2 is assigned with the firm's details. */
export const FirmUsersPaged: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await searchFirms(canvasElement, 'Rajah');
    await userEvent.click(await dialog.findByRole('button', { name: 'Choose Rajah & Partners LLP' }));
    const users = within(await dialog.findByRole('grid', { name: 'Law firm users' }));
    await expect(await users.findByRole('rowheader', { name: 'Siti Rahman' })).toBeVisible();
    await expect(users.getAllByRole('rowheader')).toHaveLength(5);
    await userEvent.click(dialog.getByRole('button', { name: 'Next' }));
    await expect(dialog.getByRole('status')).toHaveTextContent('Page 2 of 2');
    await expect(users.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Wen Jie Goh', 'Farah Ismail']);
    await userEvent.click(within(users.getByRole('row', { name: /Farah Ismail/ })).getByRole('checkbox'));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onFinished).toHaveBeenCalledWith('changed'));
    await expect(apiCalls('POST /add-lawyer-to-property')[0]?.body).toEqual({
      propertyInfoId: 101,
      lawyerFlag: 'B',
      lawyer: {
        userId: 'rp.user7',
        firstName: 'Farah',
        lastName: 'Ismail',
        email: 'farah@rajah.com.sg',
        contact: '65351006',
        lawfirmName: 'Rajah & Partners LLP',
        address1: '9 Straits View, #06-07',
        address2: 'Marina One West Tower',
        postalCode: '018937',
      },
    });
  },
};

/** Create New Lawyer saved blank: every lawyer-create message in the error alert; nothing sent. */
export const CreateLawyerWithErrors: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await modal(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Create New Lawyer' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Postal Code/ }), '4861');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    const alert = within(await page(canvasElement).findByRole('alertdialog', { name: messages.lawyerValidationFailed }));
    await expect(alert.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      messages.lawFirmNameEmpty,
      messages.firstNameEmpty,
      messages.lastNameEmpty,
      messages.emailEmpty,
      messages.lawyerContactEmpty,
      messages.addressEmpty,
      messages.postalCodeNotSixDigits,
    ]);
    await expect(apiCalls('POST /add-lawyer-to-property')).toHaveLength(0);
    await userEvent.click(alert.getByRole('button', { name: 'OK' }));
    await expect(dialog.getByRole('textbox', { name: /Postal Code/ })).toHaveValue('4861');
  },
};

/** No client on the client side yet: the seed's warning, and no modal at all. */
export const BeforeTheClient: Story = {
  args: { property: OPEN_PROPERTY },
  play: async ({ canvasElement, args }) => {
    await expect(await page(canvasElement).findByText(messages.assignClientFirst)).toBeVisible();
    await expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument();
    await expect(args.onFinished).toHaveBeenCalledWith('cancelled');
  },
};
