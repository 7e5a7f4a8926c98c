import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '../../../../src/domain/messages';
import { LF_PROCESSING, LF_REPLIED } from '../../../../stories/due-diligence/status/status-fixtures';
import { REPLIES_PDF_URL, REPORT_PDF_URL } from '../../../../stories/due-diligence/status/status-server';
import { apiCalls } from '../../../../stories/support/mock-api';
import { openAgencies, renderStatusTab, rowOf, user } from './status-screen';

let cleanup: () => void = () => undefined;
afterEach(() => cleanup());

function render(options: Parameters<typeof renderStatusTab>[0] = {}) {
  const rendered = renderStatusTab(options);
  cleanup = rendered.cleanup;
  return rendered;
}

const selectAll = () => screen.getByRole('checkbox', { name: 'Select all replies to print' });
const printButton = () => screen.getByRole('button', { name: 'Print' });

describe('the agency view of a requisition', () => {
  it('lists each agency with its status and dates, asking checkStatus for that control number; Back returns to the list', async () => {
    render();
    const table = await openAgencies(LF_PROCESSING);
    expect(screen.getByRole('heading', { name: `Agency status of ${LF_PROCESSING}` })).toBeInTheDocument();
    expect(table.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Print',
      'Agency',
      'Status',
      'Sent On',
      'Received On',
      'Read',
      'Attachment',
    ]);
    const acra = rowOf(table, /^ACRA - PPR/);
    expect(acra.getAllByRole('gridcell').map((cell) => cell.textContent)).toEqual([
      '',
      'Replied',
      '09-Mar-2026 09:00:05',
      '09-Mar-2026 09:15:40',
      '',
      '',
    ]);
    expect(apiCalls('POST /checkStatus').map((call) => call.body)).toEqual([{ loginId: 'lawyer1', lfControlNo: [LF_PROCESSING] }]);
    await user().click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('grid', { name: 'Requisitions' })).toBeInTheDocument();
  });

  it('shows an envelope, unread or read, on replied rows only', async () => {
    render();
    const replied = await openAgencies(LF_REPLIED);
    expect(rowOf(replied, /^IRAS/).getByRole('img', { name: 'Unread' })).toBeInTheDocument();
    expect(rowOf(replied, /^URA/).getByRole('img', { name: 'Read' })).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Back' }));
    const processing = await openAgencies(LF_PROCESSING);
    expect(rowOf(processing, /^ACRA - PPR/).getByRole('img', { name: 'Unread' })).toBeInTheDocument();
    expect(rowOf(processing, /^LTA - RTS/).queryByRole('img')).not.toBeInTheDocument();
    expect(rowOf(processing, /^BCA/).queryByRole('img')).not.toBeInTheDocument();
  });

  it('offers a tick box only on replied rows other than ACRA and MCST', async () => {
    render();
    const table = await openAgencies(LF_REPLIED);
    expect(rowOf(table, /^IRAS/).getByRole('checkbox')).toBeInTheDocument();
    expect(rowOf(table, /^URA/).getByRole('checkbox')).toBeInTheDocument();
    expect(rowOf(table, /^MCST/).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(selectAll()).toBeEnabled();
  });

  it("disables select-all with the hover 'No agency has been replied to print' when nothing can be ticked", async () => {
    render();
    const table = await openAgencies(LF_PROCESSING);
    expect(table.queryAllByRole('checkbox')).toHaveLength(0);
    expect(selectAll()).toBeDisabled();
    expect(selectAll().closest('[title]')).toHaveAttribute('title', messages.noAgencyRepliedToPrint);
    expect(selectAll()).toHaveAccessibleDescription(messages.noAgencyRepliedToPrint);
  });

  it("says 'Please select at least one option and print' when Print is pressed with nothing ticked", async () => {
    const { popups } = render();
    await openAgencies(LF_REPLIED);
    await user().click(printButton());
    expect(await screen.findByRole('alertdialog', { name: messages.selectAtLeastOneOptionAndPrint })).toBeInTheDocument();
    expect(apiCalls('POST /print')).toHaveLength(0);
    expect(popups.opened).toHaveLength(0);
    await user().click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('prints the ticked reply in a window opened within the press, and the row turns read', async () => {
    const { popups } = render();
    const table = await openAgencies(LF_REPLIED);
    await user().click(rowOf(table, /^IRAS/).getByRole('checkbox'));
    await user().click(printButton());
    await waitFor(() => expect(popups.opened[0]?.location.href).toBe(REPLIES_PDF_URL));
    expect(popups.opened).toHaveLength(1);
    expect(popups.opened[0]?.opener).toBeNull();
    const [iras] = apiCalls('POST /print');
    expect(iras?.body).toEqual({ loginId: 'lawyer1', lrPrint: [{ rpControlNo: 'RP202603020000101', messageType: 'REPLY' }] });
    await waitFor(() => expect(rowOf(table, /^IRAS/).getByRole('img', { name: 'Read' })).toBeInTheDocument());
    expect(rowOf(table, /^IRAS/).getByRole('checkbox')).not.toBeChecked();
  });

  it('select-all ticks every printable reply for one print', async () => {
    render();
    await openAgencies(LF_REPLIED);
    await user().click(selectAll());
    await user().click(printButton());
    await waitFor(() => expect(apiCalls('POST /print')).toHaveLength(1));
    const body = apiCalls('POST /print')[0]?.body as { lrPrint: { rpControlNo: string }[] };
    expect(body.lrPrint.map((item) => item.rpControlNo)).toEqual(['RP202603020000101', 'RP202603020000102']);
  });

  it('opens an MCST report from its attachment icon, and the row turns read', async () => {
    const { popups } = render();
    const table = await openAgencies(LF_REPLIED);
    expect(rowOf(table, /^IRAS/).queryByRole('button', { name: /^Open/ })).not.toBeInTheDocument();
    await user().click(rowOf(table, /^MCST/).getByRole('button', { name: /^Open MCST Managing Agent report/ }));
    await waitFor(() => expect(popups.opened[0]?.location.href).toBe(REPORT_PDF_URL));
    expect(apiCalls('POST /printAttachment').map((call) => call.body)).toEqual([{ rpControlNo: 'RP202603020000103' }]);
    await waitFor(() => expect(rowOf(table, /^MCST/).getByRole('img', { name: 'Read' })).toBeInTheDocument());
  });

  it("closes the blank window and shows the server's message when a print is refused", async () => {
    const { popups } = render({ printRefused: messages.replyNotReadyToPrint });
    const table = await openAgencies(LF_REPLIED);
    await user().click(rowOf(table, /^IRAS/).getByRole('checkbox'));
    await user().click(printButton());
    expect(await screen.findByText(messages.replyNotReadyToPrint)).toBeInTheDocument();
    expect(popups.opened[0]?.closed).toBe(true);
    expect(rowOf(table, /^IRAS/).getByRole('img', { name: 'Unread' })).toBeInTheDocument();
  });

  it('says the status could not be loaded when the agency rows fail', async () => {
    render({ statusFails: true });
    await user().click(await screen.findByRole('button', { name: `Agency status of ${LF_REPLIED}` }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.requisitionStatusLoadFailed);
  });
});
