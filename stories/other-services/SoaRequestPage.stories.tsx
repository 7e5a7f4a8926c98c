import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { SoaSearchResult } from '../../src/api/other-services';
import { SoaRequestPage } from '../../src/app/screens/other-services/soa/SoaRequestPage';
import { messages } from '../../src/domain/messages';
import { SignedIn } from '../account/signed-in';
import { apiCalls, demoApi, json, mockApi, storeDemoLogin } from '../support/mock-api';
import { withQueryClient } from '../support/with-query-client';
import { withRouter } from '../support/with-router';

function Page({ mode }: { mode: 'soa' | 'nonSoa' }) {
  return (
    <SignedIn>
      <SoaRequestPage mode={mode} />
    </SignedIn>
  );
}

const meta = {
  title: 'Other Services/SoaRequestPage',
  component: Page,
  decorators: [withQueryClient, withRouter('/othersvc-sao')],
  args: { mode: 'soa' },
} satisfies Meta<typeof Page>;
export default meta;
type Story = StoryObj<typeof meta>;

const requisitionRow = (n: number): SoaSearchResult => ({
  lfControlNo: `LF20261103000${n}1`,
  referenceNo: `TL/CONV/2026/01${n}0`,
  reqSentDate: `2026-11-0${n}`,
  soaCount: n - 1,
  latestReqDate: n > 1 ? '2026-11-10' : null,
  latestRecvDate: n > 1 ? '2026-11-11' : null,
  propAddr: `${n} MARINA BOULEVARD #12-05, SINGAPORE 018987`,
  propActNo: `1000000${n}`,
  isChecked: false,
});

const landRow = (n: number): SoaSearchResult => ({
  lfControlNo: n === 1 ? 'LF2026110500001' : '',
  referenceNo: n === 1 ? 'TL/CONV/2026/0150' : '',
  reqSentDate: '',
  soaCount: n === 1 ? 1 : 0,
  latestReqDate: n === 1 ? '2026-11-05' : null,
  latestRecvDate: n === 1 ? '2026-11-06' : null,
  propAddr: `${n * 2} SUNSET DRIVE, SINGAPORE 59730${n} (Land with Detached House)`,
  propActNo: `2000000${n}`,
  isChecked: false,
});

const text = (body: string) => new Response(body, { headers: { 'Content-Type': 'text/plain' } });

const serve = (rows: SoaSearchResult[]) => () => {
  storeDemoLogin('lawyer1');
  return mockApi({
    ...demoApi(),
    'POST /searchSOA': () => json({ count: rows.length, searchResult: rows }),
    'POST /submitSOA': ({ body }) => text(messages.soaRequestsSent((body as { lfControlNos: string[] }).lfControlNos.length)),
    'POST /searchNonSOA': () => json({ count: rows.length, searchResult: rows }),
    'POST /submitNonSOA': () => text(messages.submitted),
  });
};

async function searchDates(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByRole('textbox', { name: /^From/ }), '01-Nov-2026');
  await userEvent.type(canvas.getByRole('textbox', { name: /^To/ }), '27-Nov-2026');
  await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
}

const results = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('grid', { name: 'Statement of account search results' }));

/** Search without dates: the page says both are needed and asks nothing. */
export const SoaDatesRefused: Story = {
  beforeEach: serve([requisitionRow(1)]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Search' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(messages.soaDatesRequired);
    await expect(apiCalls('POST /searchSOA')).toHaveLength(0);
  },
};

/** The firm's requisitions sent in the range, with the seed's columns and 'Record Found'. */
export const SoaResults: Story = {
  beforeEach: serve([requisitionRow(1), requisitionRow(2)]),
  play: async ({ canvasElement }) => {
    await searchDates(canvasElement);
    const table = await results(canvasElement);
    await expect(within(canvasElement).getByText(messages.recordFound)).toBeVisible();
    await expect(table.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      '',
      'S/No.',
      'Reference No',
      'Law Firm Control No.',
      'Requisition Sent Date',
      'No. of SOA Req.',
      'Latest Request Date',
      'Latest Received Date',
    ]);
    await expect(table.getByRole('row', { name: /LF2026110300021/ })).toHaveTextContent('02-Nov-2026');
    await expect(apiCalls('POST /searchSOA').at(-1)?.body).toEqual({
      loginId: 'lawyer1',
      fromDate: '01/11/2026',
      toDate: '27/11/2026',
      referenceNo: null,
    });
  },
};

/** Nothing in the range: the seed's no-record message. */
export const SoaNoRecord: Story = {
  beforeEach: serve([]),
  play: async ({ canvasElement }) => {
    await searchDates(canvasElement);
    await expect(await within(canvasElement).findByText(messages.noRecordFoundAdjust)).toBeVisible();
  },
};

/** Send with nothing ticked is refused; ticking two sends their LF control numbers once. */
export const SoaSend: Story = {
  beforeEach: serve([requisitionRow(1), requisitionRow(2)]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await searchDates(canvasElement);
    await results(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(messages.selectAtLeastOneToSend);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select every result' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(apiCalls('POST /submitSOA')).toHaveLength(1));
    await expect(apiCalls('POST /submitSOA')[0]?.body).toEqual({ loginId: 'lawyer1', lfControlNos: ['LF2026110300011', 'LF2026110300021'] });
  },
};

/** The non-requisition page: property type, block and street; the Land note, the disclaimer and the seed's columns. */
export const NonSoaResults: Story = {
  args: { mode: 'nonSoa' },
  beforeEach: serve([landRow(1), landRow(2)]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(messages.landSoaSince)).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'LAND' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /^Street Name/ }), 'sunset drive');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    const table = await results(canvasElement);
    await expect(table.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      '',
      'S/No.',
      'Last Replied Date',
      'Reference No.',
      'Date of Request',
      'Law Firm Control No.',
      'Property Description',
      'Property Account No.',
    ]);
    await expect(canvas.getByText(messages.nonSoaDisclaimer)).toBeVisible();
    await expect(apiCalls('POST /searchNonSOA').at(-1)?.body).toEqual({
      loginId: 'lawyer1',
      strBlk: '',
      strStrtName: 'SUNSET DRIVE',
      strPropType: 'L',
    });
    await userEvent.click(table.getByRole('checkbox', { name: 'Select 20000002' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(apiCalls('POST /submitNonSOA')[0]?.body).toEqual({ loginId: 'lawyer1', lfControlNos: ['20000002'] }));
  },
};

/** The non-requisition search needs a street name. */
export const NonSoaStreetRefused: Story = {
  args: { mode: 'nonSoa' },
  beforeEach: serve([]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Search' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(messages.streetNameEmpty);
  },
};
