import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { SALE_CLOSED, SALE_EXERCISED } from '../../../machines/case-lifecycle.samples';
import type { StampDutyResult } from '../../../machines/stamp-duty-calculator.machine';
import type { SaveCaseStampDutyRequest, SavedStampDuty } from '../../../src/api/case-stamp-duty';
import { caseProgressQueryKey } from '../../../src/api/queries/case-progress';
import { CaseStampDutyCallsContext, type CaseStampDutyCalls } from '../../../src/app/screens/case-progress/case-stamp-duty-calls';
import { CaseProgressPanel } from '../../../src/app/screens/case-progress/CaseProgressPanel';
import type { CaseStampDuty, SavedBuyerStampDuty, SavedSellerStampDuty } from '../../../src/domain/case/case-stamp-duty';
import type { CaseRecords } from '../../../src/domain/case/lifecycle';
import { toDisplayDate } from '../../../src/domain/display-date';
import { buyerStampDuty, type BuyerStampDutyRequest } from '../../../src/domain/stamp-duty/buyer-stamp-duty';
import type { CheckedStampDutyRequest } from '../../../src/domain/stamp-duty/form';
import { sellerStampDuty, type SellerStampDutyRequest } from '../../../src/domain/stamp-duty/seller-stamp-duty';
import { todayInSingapore } from '../../../src/domain/today';
import { progressOf } from './progress-fixture';

const user = () => userEvent.setup({ delay: null });

const BUYER: BuyerStampDutyRequest = { price: 1_500_000, use: 'RESIDENTIAL', buyer: 'SC', propertiesOwned: 1, documentDate: '2026-01-15' };
const SELLER: SellerStampDutyRequest = { price: 1_500_000, use: 'RESIDENTIAL', acquiredOn: '2025-07-04', disposedOn: '2026-01-15' };
const SAVED_AT = '2026-03-03T02:00:00.000Z';

const savedBuyer = (request = BUYER): SavedBuyerStampDuty => ({
  kind: 'buyer',
  request,
  result: buyerStampDuty(request),
  ratesEffective: '2023-04-27',
  savedBy: 'lawyer1',
  savedAt: SAVED_AT,
});
const savedSeller: SavedSellerStampDuty = {
  kind: 'seller',
  request: SELLER,
  result: sellerStampDuty(SELLER),
  ratesEffective: '2025-07-04',
  savedBy: 'lawyer2',
  savedAt: SAVED_AT,
};
/** SALE_EXERCISED before the exercise: parties, warrant and option in place. */
const SALE_GRANTED: CaseRecords = { ...SALE_EXERCISED, confirmations: {} };

/** The server's side as the tests play it: the calculator's figures, the saves it is sent, the print link. */
function fakeCalls() {
  const saves: SaveCaseStampDutyRequest[] = [];
  const calls: CaseStampDutyCalls = {
    save: (body) => {
      saves.push(body);
      const saved: SavedStampDuty =
        body.kind === 'buyer'
          ? savedBuyer(body.request as BuyerStampDutyRequest)
          : { ...savedSeller, request: body.request as SellerStampDutyRequest };
      return Promise.resolve(saved);
    },
    printLink: vi.fn(() => Promise.resolve('/api/open-pdf/stamp-duty-link')),
    calculate: fromPromise<StampDutyResult, CheckedStampDutyRequest>(({ input }) =>
      Promise.resolve(
        input.tab === 'buyer' ? { tab: 'buyer', duty: buyerStampDuty(input.request) } : { tab: 'seller', duty: sellerStampDuty(input.request) },
      ),
    ),
  };
  return { calls, saves };
}

function renderPanel(records: CaseRecords, file: { stampDuty?: CaseStampDuty; purchasePrice?: number } = {}, calls = fakeCalls().calls) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(caseProgressQueryKey(101), progressOf(records, file));
  render(
    <QueryClientProvider client={queryClient}>
      <CaseStampDutyCallsContext.Provider value={calls}>
        <CaseProgressPanel propertyId={101} />
      </CaseStampDutyCallsContext.Provider>
    </QueryClientProvider>,
  );
}

const section = () => within(screen.getByRole('region', { name: 'Stamp duty' }));
const savedFigure = (name: string) => section().getByRole('article', { name });

afterEach(() => vi.restoreAllMocks());

describe('the case page’s stamp duty', () => {
  it('shows each saved figure beside the stamp duty deadline, due by the case’s deadline once the option is exercised', () => {
    renderPanel(SALE_EXERCISED, { stampDuty: { buyer: savedBuyer(), seller: savedSeller } });
    // Exercised on 2 Mar 2026: due 14 days later, overdue on 20 May.
    expect(section().getByText(/^Stamp duty due: 16-Mar-2026/)).toHaveTextContent('Overdue');
    const buyer = savedFigure('Buyer’s stamp duty');
    expect(buyer).toHaveTextContent('Buyer’s stamp duty (BSD)S$44,600');
    expect(buyer).toHaveTextContent('Additional buyer’s stamp duty (ABSD) at 20%S$300,000');
    expect(buyer).toHaveTextContent('TotalS$344,600');
    expect(buyer).toHaveTextContent('Due by16-Mar-2026');
    expect(buyer).toHaveTextContent('Calculated on 03-Mar-2026 by lawyer1 with IRAS rates effective 27-Apr-2023');
    const seller = savedFigure('Seller’s stamp duty');
    expect(seller).toHaveTextContent('Seller’s stamp duty rate16%');
    expect(seller).toHaveTextContent('Seller’s stamp duty (SSD)S$240,000');
    expect(seller).toHaveTextContent('Calculated on 03-Mar-2026 by lawyer2 with IRAS rates effective 04-Jul-2025');
  });

  it('before the exercise, a saved figure is due 14 days after its own document’s date', () => {
    renderPanel(SALE_GRANTED, { stampDuty: { buyer: savedBuyer() } });
    expect(section().getByText(/falls due 14 days after the option is exercised/)).toBeInTheDocument();
    expect(savedFigure('Buyer’s stamp duty')).toHaveTextContent('Due by29-Jan-2026');
  });

  it('Calculate… starts from the OTP’s price and the exercise date; Save on the case puts the figure on the page', async () => {
    const { calls, saves } = fakeCalls();
    renderPanel(SALE_EXERCISED, { purchasePrice: 2_880_000 }, calls);
    expect(section().getByText('No stamp duty is saved on this case yet.')).toBeInTheDocument();
    await user().click(section().getByRole('button', { name: 'Calculate…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Calculate stamp duty' }));
    expect(dialog.getByRole('textbox', { name: 'Price (S$)' })).toHaveValue('2880000');
    expect(dialog.getByRole('textbox', { name: 'Document date' })).toHaveValue('02-Mar-2026');
    await user().click(dialog.getByRole('button', { name: 'Calculate' }));
    await user().click(await dialog.findByRole('button', { name: 'Save on the case' }));
    expect(await dialog.findByRole('status')).toHaveTextContent('Saved on the case.');
    expect(saves).toEqual([
      {
        propertyId: 101,
        kind: 'buyer',
        request: { price: 2_880_000, use: 'RESIDENTIAL', buyer: 'SC', propertiesOwned: 0, documentDate: '2026-03-02', signedAbroad: false },
      },
    ]);
    await user().click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(savedFigure('Buyer’s stamp duty')).toHaveTextContent('TotalS$113,600');
  });

  it('before the exercise the calculator starts from today', async () => {
    renderPanel(SALE_GRANTED);
    await user().click(section().getByRole('button', { name: 'Calculate…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Calculate stamp duty' }));
    expect(dialog.getByRole('textbox', { name: 'Price (S$)' })).toHaveValue('');
    expect(dialog.getByRole('textbox', { name: 'Document date' })).toHaveValue(toDisplayDate(todayInSingapore()));
  });

  it('Print opens the saved figure’s PDF in a window of its own', async () => {
    const popup = { closed: false, opener: {}, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
    const { calls } = fakeCalls();
    renderPanel(SALE_EXERCISED, { stampDuty: { seller: savedSeller } }, calls);
    await user().click(within(savedFigure('Seller’s stamp duty')).getByRole('button', { name: 'Print' }));
    await waitFor(() => expect(popup.location.href).toBe('/api/open-pdf/stamp-duty-link'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(calls.printLink).toHaveBeenCalledWith({ propertyId: 101, kind: 'seller' });
  });

  it('a closed case keeps its saved figure and Print, and offers no calculation', () => {
    renderPanel(SALE_CLOSED, { stampDuty: { buyer: savedBuyer() } });
    expect(within(savedFigure('Buyer’s stamp duty')).getByRole('button', { name: 'Print' })).toBeEnabled();
    expect(section().queryByRole('button', { name: 'Calculate…' })).not.toBeInTheDocument();
  });

  it('a mortgage shows no stamp duty at all', () => {
    renderPanel({ ...SALE_GRANTED, transactionTypeName: 'Mortgage' });
    expect(screen.queryByRole('region', { name: 'Stamp duty' })).not.toBeInTheDocument();
  });
});
