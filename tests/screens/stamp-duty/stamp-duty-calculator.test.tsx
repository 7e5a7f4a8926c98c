import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import type { StampDutyResult } from '../../../machines/stamp-duty-calculator.machine';
import { SAMPLE_BUYER_RESULT, SAMPLE_SELLER_RESULT } from '../../../machines/stamp-duty-calculator.samples';
import { StampDutyCalculator } from '../../../src/app/screens/stamp-duty/StampDutyCalculator';
import type { CheckedStampDutyRequest } from '../../../src/domain/stamp-duty/form';

/** What the model replay does not: the selects and the checkbox reach the request, and the case hears of each result. */

const user = () => userEvent.setup({ delay: null });
const calculator = () => within(screen.getByRole('region', { name: 'Stamp duty calculator' }));

function renderCalculator(onCalculated?: (result: StampDutyResult) => void) {
  const requests: CheckedStampDutyRequest[] = [];
  const calculate = fromPromise<StampDutyResult, CheckedStampDutyRequest>(({ input }) => {
    requests.push(input);
    return Promise.resolve(input.tab === 'buyer' ? SAMPLE_BUYER_RESULT : SAMPLE_SELLER_RESULT);
  });
  render(
    <StampDutyCalculator
      initialPrice={1_500_000}
      initialUse="RESIDENTIAL"
      initialDocumentDate="2026-01-15"
      onCalculated={onCalculated}
      calculate={calculate}
    />,
  );
  return requests;
}

async function choose(label: RegExp, option: string) {
  const person = user();
  await person.click(calculator().getByRole('button', { name: label }));
  await person.click(await screen.findByRole('option', { name: option }));
}

describe('StampDutyCalculator', () => {
  it("sends the buyer's profile, the properties owned, the use, the market value and signed abroad as chosen", async () => {
    const requests = renderCalculator();
    await choose(/Buyer$/, 'Permanent resident');
    await choose(/Residential properties already owned$/, 'Three or more');
    await choose(/Property use$/, 'Non-residential');
    await user().type(calculator().getByRole('textbox', { name: /^Market value/ }), '1,600,000');
    await user().click(calculator().getByRole('checkbox', { name: 'Signed abroad (30 days to pay)' }));
    await user().click(calculator().getByRole('button', { name: 'Calculate' }));
    expect(await calculator().findByRole('region', { name: 'Stamp duty' })).toBeInTheDocument();
    expect(requests).toEqual([
      {
        tab: 'buyer',
        request: {
          price: 1_500_000,
          marketValue: 1_600_000,
          use: 'NON_RESIDENTIAL',
          buyer: 'PR',
          propertiesOwned: 3,
          documentDate: '2026-01-15',
          signedAbroad: true,
        },
      },
    ]);
  });

  it('tells the case each result it shows, and the seller tab keeps the figures typed on the buyer tab', async () => {
    const onCalculated = vi.fn();
    const requests = renderCalculator(onCalculated);
    await user().click(calculator().getByRole('button', { name: 'Calculate' }));
    await calculator().findByRole('region', { name: 'Stamp duty' });
    expect(onCalculated).toHaveBeenCalledExactlyOnceWith(SAMPLE_BUYER_RESULT);
    // Not opened from a case: nothing to save the figures on.
    expect(calculator().queryByRole('button', { name: 'Save on the case' })).not.toBeInTheDocument();

    await user().click(calculator().getByRole('tab', { name: 'Seller' }));
    expect(calculator().getByRole('textbox', { name: 'Price (S$)' })).toHaveValue('1500000');
    expect(calculator().getByRole('textbox', { name: 'Disposal date' })).toHaveValue('15-Jan-2026');
    await user().type(calculator().getByRole('textbox', { name: 'Acquisition date' }), '04-Jul-2025');
    await user().tab();
    await user().click(calculator().getByRole('button', { name: 'Calculate' }));
    expect(await calculator().findByText('Seller’s stamp duty rate')).toBeInTheDocument();
    expect(onCalculated).toHaveBeenLastCalledWith(SAMPLE_SELLER_RESULT);
    expect(onCalculated).toHaveBeenCalledTimes(2);
    expect(requests.at(-1)).toEqual({
      tab: 'seller',
      request: { price: 1_500_000, use: 'RESIDENTIAL', acquiredOn: '2025-07-04', disposedOn: '2026-01-15', signedAbroad: false },
    });
  });

  it('starts empty without a case, and says what is missing without calling the server', async () => {
    const requests: CheckedStampDutyRequest[] = [];
    const calculate = fromPromise<StampDutyResult, CheckedStampDutyRequest>(({ input }) => {
      requests.push(input);
      return Promise.resolve(SAMPLE_BUYER_RESULT);
    });
    render(<StampDutyCalculator calculate={calculate} />);
    await user().click(calculator().getByRole('button', { name: 'Calculate' }));
    expect(calculator().getByRole('textbox', { name: 'Price (S$)' })).toHaveAccessibleDescription('Price is required.');
    expect(calculator().getByRole('textbox', { name: 'Document date' })).toHaveAccessibleDescription(/Document date is required\./);
    expect(requests).toEqual([]);
  });
});
