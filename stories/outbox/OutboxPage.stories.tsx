import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { OutboxMessage } from '../../src/api/documents';
import { OUTBOX_TITLE, OutboxPage } from '../../src/app/screens/outbox/OutboxPage';
import { messages } from '../../src/domain/messages';
import { SignedIn } from '../account/signed-in';
import { demoApi, json, mockApi, storeDemoLogin } from '../support/mock-api';
import { withQueryClient } from '../support/with-query-client';
import { withRouter } from '../support/with-router';

function Page() {
  return (
    <SignedIn>
      <OutboxPage />
    </SignedIn>
  );
}

const meta = {
  title: 'Documents/OutboxPage',
  component: Page,
  decorators: [withQueryClient, withRouter('/document-outbox')],
} satisfies Meta<typeof Page>;
export default meta;
type Story = StoryObj<typeof meta>;

const SENT_OTP: OutboxMessage = {
  id: 2,
  createdAt: '2026-11-20T06:15:00Z',
  sentAt: '2026-11-20T06:15:02Z',
  propertyId: 101,
  propertyRefNo: 'PCN-2026-000101',
  senderName: 'Tan Wei Ming',
  recipients: [{ name: 'Lim Mei Ling', email: 'meiling.lim@limpartners.sg' }],
  subject: 'Option to Purchase — PCN-2026-000101 18 Marina Gardens Drive #12-05',
  body: 'Dear Sir / Madam,\n\nPlease find attached the Option to Purchase for the property above.\n\nTan Wei Ming\nTan & Lim LLP',
  messageTemplateCode: null,
  attachments: [{ documentId: 31, fileName: 'OTP_20NOV2026_template1_1.pdf', fileSize: 48_213 }],
  status: 'SENT',
  error: null,
};

const FAILED_NOTICE: OutboxMessage = {
  ...SENT_OTP,
  id: 3,
  createdAt: '2026-11-21T02:00:00Z',
  sentAt: null,
  subject: 'S.65 notice — PCN-2026-000101 signed by the Seller’s Lawyer',
  messageTemplateCode: 'S65_SELLER_SIGNED',
  attachments: [{ documentId: 40, fileName: 'SIGNED.pdf', fileSize: 120_000 }],
  status: 'FAILED',
  error: 'Connection refused by the mail server',
};

const serve = (outbox: OutboxMessage[]) => () => {
  storeDemoLogin('lawyer1');
  return mockApi({ ...demoApi(), 'GET /outbox': () => json(outbox) });
};

/** Nothing has been sent yet. */
export const Empty: Story = {
  beforeEach: serve([]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: OUTBOX_TITLE })).toBeVisible();
    await expect(await canvas.findByText(messages.outboxEmpty)).toBeVisible();
  },
};

/** A sent OTP and a notification whose delivery failed: recipients, subject, text, attachments, status. */
export const WithMessages: Story = {
  // Played in the story tests: no jsdom test lists sent messages in the outbox.
  tags: ['browser'],
  beforeEach: serve([FAILED_NOTICE, SENT_OTP]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = within(await canvas.findByRole('list', { name: 'Sent e-mail' }));
    const items = list.getAllByRole('listitem').filter((item) => item.parentElement?.getAttribute('aria-label') === 'Sent e-mail');
    await expect(items).toHaveLength(2);
    const sent = within(await canvas.findByRole('listitem', { name: SENT_OTP.subject }));
    await expect(sent.getByText('Lim Mei Ling <meiling.lim@limpartners.sg>')).toBeVisible();
    await expect(sent.getByText('20-Nov-2026 14:15:02')).toBeVisible();
    await expect(sent.getByRole('button', { name: 'OTP_20NOV2026_template1_1.pdf' })).toBeVisible();
    const failed = within(await canvas.findByRole('listitem', { name: FAILED_NOTICE.subject }));
    await expect(failed.getByText(/Failed — Connection refused/)).toBeVisible();
  },
};
