import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ActivityLogPage } from '../../src/app/screens/document-centre/activity/ActivityLogPage';
import { messages } from '../../src/domain/messages';
import { SignedIn } from '../account/signed-in';
import { ACTIVE_PROPERTY } from '../property-summary/summary-fixtures';
import { apiCalls, mockApi, storeDemoLogin } from '../support/mock-api';
import { page } from '../support/page';
import { withQueryClient } from '../support/with-query-client';
import { withRouter } from '../support/with-router';
import { documentServer, type DocumentServerOptions } from './document-centre-api';
import { FIRM_DOCUMENTS } from './document-fixtures';

function Page() {
  return (
    <SignedIn>
      <ActivityLogPage />
    </SignedIn>
  );
}

const meta = {
  title: 'Documents/ActivityLogPage',
  // Played in the story tests: no jsdom test renders the document activity log page.
  tags: ['browser'],
  component: Page,
  decorators: [withQueryClient, withRouter('/document-activity-listing')],
} satisfies Meta<typeof Page>;
export default meta;
type Story = StoryObj<typeof meta>;

const serve = (options: Partial<DocumentServerOptions>) => () => {
  storeDemoLogin('lawyer1');
  return mockApi(documentServer({ documents: FIRM_DOCUMENTS, properties: [ACTIVE_PROPERTY], ...options }).routes);
};

const grid = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole('grid', { name: 'Document activity' }));

/** Nothing printed or sent yet. */
export const Empty: Story = {
  beforeEach: serve({ documents: [] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(messages.noRecordsFound)).toBeVisible();
  },
};

/** Only prints and sends, newest first: S/No, type, the seed's date format, sender and recipients. */
export const Filled: Story = {
  beforeEach: serve({}),
  play: async ({ canvasElement }) => {
    const table = await grid(canvasElement);
    await waitFor(() => expect(table.getAllByRole('row')).toHaveLength(3));
    await expect(table.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'S/No',
      'Type',
      'Activity Date',
      'Sender',
      'Recipient',
      'Reference Number',
      'File Name',
      'Action',
    ]);
    const [sent, printed] = table
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row));
    await expect(sent?.getByText('21 11 2026 02:40 PM')).toBeVisible();
    await expect(sent?.getByText('Sent')).toBeInTheDocument();
    await expect(sent?.getByText('Tan Wei Ming')).toBeVisible();
    await expect(sent?.getByText('Lim Mei Ling')).toBeVisible();
    await expect(printed?.getByText('20 11 2026 09:15 AM')).toBeVisible();
    await expect(printed?.getByText('lawyer1')).toBeVisible();
    await expect(apiCalls('POST /get-document-listing').at(-1)?.body).toMatchObject({ isActivityLog: true, pageSize: 5 });
  },
};

/** Forward opens the send modal for the copy that went out. */
export const Forward: Story = {
  beforeEach: serve({}),
  play: async ({ canvasElement }) => {
    await userEvent.click(await (await grid(canvasElement)).findByRole('button', { name: 'Forward OTP_21NOV2026_template1_2.pdf' }));
    await expect(await page(canvasElement).findByRole('dialog')).toHaveTextContent('OTP_21NOV2026_template1_2.pdf');
  },
};
