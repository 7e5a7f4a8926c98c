import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RequisitionReportsPage } from '../../../src/app/screens/requisition-reports/RequisitionReportsPage';
import { PRODUCT_NAME } from '../../../src/app/screens/requisition-reports/use-open-property';
import { toDisplayDate } from '../../../src/domain/display-date';
import { messages } from '../../../src/domain/messages';
import { defaultReportRange } from '../../../src/domain/requisitions/report-range';
import { todayInSingapore } from '../../../src/domain/today';
import {
  IRAS_REPLIED,
  MIXED_REPLIES,
  NOTHING_PRINTABLE,
  requisition,
  requisitions,
  daysAgo,
} from '../../../stories/requisition-reports/report-fixtures';
import { ATTACHMENT_URL, PRINTED_REPLIES_URL, type RequisitionsServerOptions } from '../../../stories/requisition-reports/requisitions-api';
import { apiCalls } from '../../../stories/support/mock-api';
import { stubPopups, type FakePopup } from '../../../stories/support/popup-stub';
import { stubScrollToEachTest } from '../support/screen-model';
import { renderRequisitionsPage, user, USER_ID } from './requisitions-screen';

const PATH = '/requisition-reports';
let cleanup: () => void = () => undefined;
afterEach(() => cleanup());

function render(server: RequisitionsServerOptions) {
  const rendered = renderRequisitionsPage({ page: RequisitionReportsPage, path: PATH, server });
  cleanup = rendered.cleanup;
  return rendered;
}

const table = () => screen.getByRole('grid', { name: 'Requisitions' });
const findTable = async () => within(await screen.findByRole('grid', { name: 'Requisitions' }));
/** The LF control numbers listed (the empty state's row has none). */
const listed = () =>
  within(table())
    .queryAllByRole('rowheader')
    .map((cell) => cell.textContent);
const search = () => within(screen.getByRole('search', { name: 'Requisition search' }));
const field = (name: 'Search' | 'Submitted On From' | 'Submitted On To') => search().getByRole(name === 'Search' ? 'searchbox' : 'textbox', { name });
const sentBodies = () => apiCalls('POST /loadAllRequisitions').map((call) => call.body);
const range = () => defaultReportRange(todayInSingapore());
const FIRST = requisition(1);

describe('REQUISITION report', () => {
  stubScrollToEachTest();

  describe('the listing', () => {
    it('starts on the last two months, shown dd-MMM-yyyy and sent as yyyy-mm-dd for submitted requisitions', async () => {
      render({ requisitions: requisitions(3) });
      await waitFor(() => expect(listed()).toHaveLength(3));
      expect(screen.getByRole('heading', { level: 1, name: 'REQUISITION' })).toBeInTheDocument();
      expect(field('Submitted On From')).toHaveValue(toDisplayDate(range().fromDate));
      expect(field('Submitted On To')).toHaveValue(toDisplayDate(range().toDate));
      expect(sentBodies()).toEqual([{ accountId: USER_ID, drafted: false, searchCriteria: '', ...range() }]);
    });

    it('leaves out drafts and requisitions older than the range', async () => {
      render({ requisitions: [requisition(1), requisition(2, { days: 90 }), requisition(3, { drafted: true })] });
      await waitFor(() => expect(listed()).toEqual([FIRST.lfControlNumber]));
    });

    it('pages ten at a time with the record count, and the page size changes it', async () => {
      render({ requisitions: requisitions(12) });
      await waitFor(() => expect(listed()).toHaveLength(10));
      expect(screen.getByText('12 records')).toBeInTheDocument();
      const person = user();
      await person.click(within(screen.getByRole('navigation', { name: 'Requisition pages' })).getByRole('button', { name: 'Page 2' }));
      await waitFor(() => expect(listed()).toHaveLength(2));
      await person.selectOptions(screen.getByRole('combobox', { name: 'Page size' }), '15');
      await waitFor(() => expect(listed()).toHaveLength(12));
    });

    it("says 'No records found for the given search criteria!' when nothing matches", async () => {
      render({ requisitions: [] });
      expect(await (await findTable()).findByText(messages.noRecordsFound)).toBeInTheDocument();
    });

    it("says 'Internal Server Error.. Please try again later!' when the listing fails", async () => {
      render({ requisitions: [], listing: 'fail' });
      expect(await screen.findByText(messages.reportListingFailed)).toBeInTheDocument();
    });
  });

  describe('the search', () => {
    it('with only text, the dates are sent empty', async () => {
      render({ requisitions: [requisition(1), requisition(2, { days: 200 })] });
      await waitFor(() => expect(listed()).toHaveLength(1));
      const person = user();
      await person.clear(field('Submitted On From'));
      await person.clear(field('Submitted On To'));
      await person.type(field('Search'), 'TL/2026/00{Enter}');
      await waitFor(() => expect(listed()).toHaveLength(2));
      expect(sentBodies().at(-1)).toEqual({ accountId: USER_ID, drafted: false, searchCriteria: 'TL/2026/00', fromDate: '', toDate: '' });
    });

    it('with only dates, the text is sent empty; with nothing at all, the default range', async () => {
      render({ requisitions: [requisition(1, { days: 100 })] });
      await (await findTable()).findByText(messages.noRecordsFound);
      const person = user();
      await person.clear(field('Submitted On From'));
      await person.type(field('Submitted On From'), `${toDisplayDate(daysAgo(120))}{Enter}`);
      await waitFor(() => expect(listed()).toHaveLength(1));
      expect(sentBodies().at(-1)).toEqual({ accountId: USER_ID, drafted: false, searchCriteria: '', fromDate: daysAgo(120), toDate: range().toDate });
      await person.clear(field('Submitted On From'));
      await person.clear(field('Submitted On To'));
      await person.click(search().getByRole('button', { name: 'Search' }));
      await (await findTable()).findByText(messages.noRecordsFound);
      expect(sentBodies().at(-1)).toEqual({ accountId: USER_ID, drafted: false, searchCriteria: '', ...range() });
    });

    it("one date only: 'Submitted on from date and Submitted on to date must not be empty!', nothing sent", async () => {
      render({ requisitions: requisitions(2) });
      await waitFor(() => expect(listed()).toHaveLength(2));
      const person = user();
      await person.clear(field('Submitted On To'));
      await person.click(search().getByRole('button', { name: 'Search' }));
      expect(await search().findByRole('alert')).toHaveTextContent(messages.submittedOnDatesRequired);
      expect(sentBodies()).toHaveLength(1);
    });

    it("from after to: 'Submitted on from date should greater than Submitted on to date!'", async () => {
      render({ requisitions: requisitions(2) });
      await waitFor(() => expect(listed()).toHaveLength(2));
      const person = user();
      await person.clear(field('Submitted On From'));
      await person.type(field('Submitted On From'), `${toDisplayDate(range().toDate)}`);
      await person.clear(field('Submitted On To'));
      await person.type(field('Submitted On To'), `${toDisplayDate(daysAgo(5))}{Enter}`);
      expect(await search().findByRole('alert')).toHaveTextContent(messages.submittedOnFromAfterTo);
      expect(sentBodies()).toHaveLength(1);
    });

    it('Reset puts the default range back', async () => {
      render({ requisitions: requisitions(2) });
      await waitFor(() => expect(listed()).toHaveLength(2));
      const person = user();
      await person.clear(field('Submitted On From'));
      await person.type(field('Search'), 'orchard');
      await person.click(search().getByRole('button', { name: 'Reset' }));
      expect(field('Submitted On From')).toHaveValue(toDisplayDate(range().fromDate));
      expect(field('Search')).toHaveValue('');
    });
  });

  describe('the LF control number', () => {
    it("opens the requisition's property on its details page", async () => {
      const { router } = render({ requisitions: [FIRST], propertyIds: { [FIRST.lfControlNumber]: 103 } });
      await user().click(await (await findTable()).findByRole('button', { name: FIRST.lfControlNumber }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/property-details/103/true'));
    });

    it("says 'Property Load Failed' when no property of the firm raised it", async () => {
      render({ requisitions: [FIRST] });
      await user().click(await (await findTable()).findByRole('button', { name: FIRST.lfControlNumber }));
      const dialog = await screen.findByRole('alertdialog', { name: messages.propertyLoadFailed });
      expect(dialog).toHaveTextContent(messages.lfPropertyNotRaised(FIRST.lfControlNumber, PRODUCT_NAME));
      await user().click(within(dialog).getByRole('button', { name: 'OK' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    });
  });

  describe('the Replies modal', () => {
    let popups: FakePopup[] = [];
    beforeEach(() => {
      const stub = stubPopups();
      popups = stub.opened;
      return stub.restore;
    });

    type Dialog = Awaited<ReturnType<typeof openReplies>>;

    async function openReplies(replies: RequisitionsServerOptions['replies']) {
      render({ requisitions: [FIRST], replies });
      await user().click(await (await findTable()).findByRole('button', { name: `Replies of ${FIRST.lfControlNumber}` }));
      const dialog = await screen.findByRole('dialog', { name: `Replies for ${FIRST.lfControlNumber}` });
      await within(dialog).findByRole('rowheader', { name: NOTHING_PRINTABLE[0]!.strAgency });
      return within(dialog);
    }

    const rowOf = (dialog: Dialog, agency: string) => {
      const row = dialog.getByRole('rowheader', { name: agency }).closest('[role="row"]');
      if (!(row instanceof HTMLElement)) throw new Error(`no row for ${agency}`);
      return within(row);
    };

    it('lists each agency with status, message type and dates; only replied rows other than ACRA and MCST can be ticked', async () => {
      const dialog = await openReplies({ [FIRST.lfControlNumber]: MIXED_REPLIES });
      expect(dialog.getAllByRole('row')).toHaveLength(MIXED_REPLIES.length + 1);
      expect(rowOf(dialog, 'IRAS').getByRole('checkbox')).toBeEnabled();
      expect(rowOf(dialog, 'URA').getByRole('checkbox')).toBeEnabled();
      expect(rowOf(dialog, 'LTA - RTS').getByRole('checkbox')).toBeDisabled();
      expect(rowOf(dialog, 'ACRA - PPR').getByRole('checkbox')).toBeDisabled();
      expect(rowOf(dialog, 'MCST Managing Agent').getByRole('checkbox')).toBeDisabled();
      expect(rowOf(dialog, 'IRAS').getByRole('gridcell', { name: IRAS_REPLIED.strMsgSentDate })).toBeInTheDocument();
    });

    it("Print with nothing ticked says 'Please select at least one option and print' and opens nothing", async () => {
      const dialog = await openReplies({ [FIRST.lfControlNumber]: MIXED_REPLIES });
      await user().click(dialog.getByRole('button', { name: 'Print' }));
      expect(await dialog.findByRole('alert')).toHaveTextContent(messages.selectAtLeastOneOptionAndPrint);
      expect(popups).toEqual([]);
      expect(apiCalls('POST /print')).toEqual([]);
    });

    it('Print opens the ticked replies in a window opened within the press', async () => {
      const dialog = await openReplies({ [FIRST.lfControlNumber]: MIXED_REPLIES });
      const person = user();
      await person.click(rowOf(dialog, 'IRAS').getByRole('checkbox'));
      await person.click(dialog.getByRole('button', { name: 'Print' }));
      await waitFor(() => expect(popups[0]?.location.href).toBe(PRINTED_REPLIES_URL));
      expect(popups[0]?.opener).toBeNull();
      expect(apiCalls('POST /print').map((call) => call.body)).toEqual([
        { loginId: USER_ID, lrPrint: [{ rpControlNo: IRAS_REPLIED.rpControlNo, messageType: 'REPLY' }] },
      ]);
    });

    it('select-all ticks every printable reply', async () => {
      const dialog = await openReplies({ [FIRST.lfControlNumber]: MIXED_REPLIES });
      const person = user();
      await person.click(dialog.getByRole('checkbox', { name: 'Select All' }));
      await person.click(dialog.getByRole('button', { name: 'Print' }));
      await waitFor(() => expect(apiCalls('POST /print')).toHaveLength(1));
      const body = apiCalls('POST /print')[0]?.body as { lrPrint: { rpControlNo: string }[] };
      expect(body.lrPrint.map((item) => item.rpControlNo)).toEqual([MIXED_REPLIES[0]!.rpControlNo, MIXED_REPLIES[1]!.rpControlNo]);
    });

    it('the ACRA and MCST attachment icons open their reports', async () => {
      const dialog = await openReplies({ [FIRST.lfControlNumber]: MIXED_REPLIES });
      await user().click(rowOf(dialog, 'ACRA - PPR').getByRole('button', { name: 'Open the ACRA - PPR reply' }));
      const acra = MIXED_REPLIES[3]!.rpControlNo;
      await waitFor(() => expect(popups[0]?.location.href).toBe(ATTACHMENT_URL(acra)));
      expect(apiCalls('POST /printAttachment').map((call) => call.body)).toEqual([{ rpControlNo: acra }]);
      expect(rowOf(dialog, 'IRAS').queryByRole('button', { name: /^Open the/ })).not.toBeInTheDocument();
    });

    it("with nothing to print, select-all is disabled and its hover says 'No agency has been replied to print'", async () => {
      const dialog = await openReplies({ [FIRST.lfControlNumber]: NOTHING_PRINTABLE });
      const selectAll = dialog.getByRole('checkbox', { name: 'Select All' });
      expect(selectAll).toBeDisabled();
      expect(selectAll.closest('[title]')).toHaveAttribute('title', messages.noAgencyRepliedToPrint);
    });
  });
});
