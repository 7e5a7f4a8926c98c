import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ParcelLandPage } from '../../src/app/screens/other-services/parcel-land/ParcelLandPage';
import { messages } from '../../src/domain/messages';
import { SignedIn } from '../account/signed-in';
import { apiCalls, demoApi, json, mockApi, storeDemoLogin, type MockHandler } from '../support/mock-api';
import { withQueryClient } from '../support/with-query-client';
import { withRouter } from '../support/with-router';

function Page() {
  return (
    <SignedIn>
      <ParcelLandPage />
    </SignedIn>
  );
}

const meta = {
  title: 'Other Services/ParcelLandPage',
  component: Page,
  decorators: [withQueryClient, withRouter('/othersvc-lrparcelland')],
} satisfies Meta<typeof Page>;
export default meta;
type Story = StoryObj<typeof meta>;

const text = (body: string, status = 200) => new Response(body, { status, headers: { 'Content-Type': 'text/plain' } });
const sent: MockHandler = () => text(messages.parcelLandSent('PL2026112700001'));

const serve =
  (lrParcelLand: MockHandler = sent) =>
  () => {
    storeDemoLogin('lawyer1');
    return mockApi({ ...demoApi(), 'POST /lr-parcel-land': lrParcelLand });
  };

/** Types a valid application: every required field and one NEW lot on MK 18. */
async function fillApplication(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByRole('textbox', { name: /^Reference No\./ }), 'TL/PL/2026/0007');
  await userEvent.type(canvas.getByRole('textbox', { name: /^Email/ }), 'conveyancing@tanlim.sg');
  await userEvent.type(canvas.getByRole('textbox', { name: /^Applicant Solicitor/ }), 'Tan Wei Ming');
  await userEvent.type(canvas.getByRole('textbox', { name: /^Contact No\./ }), '62223333');
  await userEvent.type(canvas.getByRole('textbox', { name: /^Property Account No\./ }), '12345678');
  await userEvent.type(canvas.getByRole('textbox', { name: /^Parcel No\./ }), 'P12345');
  await userEvent.type(canvas.getByRole('textbox', { name: /^MK\/TS No\./ }), '18');
  await userEvent.type(canvas.getByRole('textbox', { name: /^Lot No\./ }), '01234X');
}

const next = (canvasElement: HTMLElement) => userEvent.click(within(canvasElement).getByRole('button', { name: 'Next' }));

/** A fresh APPLICATION tab: today's request date, purpose 001, one NEW / MK lot, no messages yet. */
export const Application: Story = {
  beforeEach: serve(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'APPLICATION', selected: true })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Purpose of Requisition/ })).toHaveTextContent('001 SALE/PURCHASE');
    await expect(canvas.getByRole('group', { name: 'Land lot 1' })).toBeVisible();
    await expect(canvas.queryByText(messages.parcelNoRequired)).not.toBeInTheDocument();
  },
};

/** Next on an empty form stays on APPLICATION and marks every required field with the seed's words. */
export const ApplicationProblems: Story = {
  beforeEach: serve(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('tab', { name: 'APPLICATION', selected: true });
    await next(canvasElement);
    for (const message of [
      messages.referenceNoEmpty,
      messages.emailEmpty,
      messages.applicantSolicitorEmpty,
      messages.parcelNoRequired,
      messages.inputNumberEmpty,
    ]) {
      await expect(await canvas.findByText(message)).toBeVisible();
    }
    await userEvent.type(canvas.getByRole('textbox', { name: /^Property Account No\./ }), '1234567');
    await userEvent.type(canvas.getByRole('textbox', { name: /^MK\/TS No\./ }), '35');
    await expect(await canvas.findByText(messages.propertyAccountNoInvalid)).toBeVisible();
    await expect(canvas.getByText(messages.mktsNoInvalid)).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'APPLICATION', selected: true })).toBeVisible();
  },
};

/** A valid application goes on to BILLING: the IRAS line and the transaction fee, totals 40.88 and 2.86. */
export const Billing: Story = {
  beforeEach: serve(),
  play: async ({ canvasElement }) => {
    await fillApplication(canvasElement);
    await next(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'BILLING', selected: true })).toBeVisible();
    const fees = within(canvas.getByRole('table', { name: /Fees for the parcel land request/ }));
    await expect(fees.getByRole('row', { name: /IRAS - Parcel Land Information/ })).toHaveTextContent('37.38');
    await expect(fees.getByRole('row', { name: 'Total 40.88 2.86' })).toBeVisible();
    await expect(fees.getByRole('row', { name: /Total Payable/ })).toHaveTextContent('S$ 43.74');
    // BILLING's Cancel returns to APPLICATION with the form as it was.
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(await canvas.findByRole('textbox', { name: /^Parcel No\./ })).toHaveValue('P12345');
  },
};

let idempotencyKeys: Array<string | null> = [];

/** Send posts the seed's submission once, with an Idempotency-Key, dd/MM/yyyy date and the IRAS line. */
export const Sent: Story = {
  beforeEach: () => {
    idempotencyKeys = [];
    return serve((request) => {
      idempotencyKeys.push(request.headers.get('Idempotency-Key'));
      return sent(request);
    })();
  },
  play: async ({ canvasElement }) => {
    await fillApplication(canvasElement);
    await next(canvasElement);
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Send' }));
    await waitFor(() => expect(apiCalls('POST /lr-parcel-land')).toHaveLength(1));
    const [call] = apiCalls('POST /lr-parcel-land');
    await expect(call?.body).toMatchObject({
      action: 'Send',
      loginId: 'lawyer1',
      parcelNo: 'P12345',
      lotDetail: { landLotDetails: [{ landLotFormat: 'N', landLotMkTsId: 'MK', landLotMkTsNo: '18', landLotNo: '01234X' }] },
      applicantDetail: { referenceNo: 'TL/PL/2026/0007', purposeReq: '001', reqDate: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/) as unknown },
      agenciesDetail: [{ agencyCode: 'IRAS', deptCode: 'IRAS', chargeCode: 'IRAA', applFee: 37.38, applGst: 2.62, usageQty: 1 }],
    });
    await expect(idempotencyKeys).toEqual([expect.stringMatching(/.{8,}/)]);
  },
};

/** A reply without 'Success' is shown on BILLING; Send tries again. */
export const SendFailed: Story = {
  beforeEach: serve(() => text('IRAS is not accepting parcel land requests at the moment.')),
  play: async ({ canvasElement }) => {
    await fillApplication(canvasElement);
    await next(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Send' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('IRAS is not accepting parcel land requests at the moment.');
    await expect(canvas.getByRole('tab', { name: 'BILLING', selected: true })).toBeVisible();
  },
};

/** The server's check refusing the request returns to APPLICATION with its messages. */
export const ServerRefused: Story = {
  beforeEach: serve(() => json({ errormsg: messages.requestDateBeforeToday, errors: [messages.requestDateBeforeToday] }, 400)),
  play: async ({ canvasElement }) => {
    await fillApplication(canvasElement);
    await next(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Send' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(messages.requestDateBeforeToday);
    await expect(canvas.getByRole('tab', { name: 'APPLICATION', selected: true })).toBeVisible();
  },
};
