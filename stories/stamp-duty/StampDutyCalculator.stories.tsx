import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StampDutyCalculator } from '../../src/app/screens/stamp-duty/StampDutyCalculator';
import { messages } from '../../src/domain/messages';
import { buyerStampDuty } from '../../src/domain/stamp-duty/buyer-stamp-duty';
import { parseBuyerStampDutyRequest, parseSellerStampDutyRequest, type ParsedStampDutyRequest } from '../../src/domain/stamp-duty/request-schema';
import { sellerStampDuty } from '../../src/domain/stamp-duty/seller-stamp-duty';
import { apiCalls, json, mockApi, storeDemoLogin, type MockHandler } from '../support/mock-api';

/** The server's own calculation on the story's request: the domain schema, then the calculator, as the route does. */
function calculatedBy<Request>(parse: (body: unknown) => ParsedStampDutyRequest<Request>, calculate: (request: Request) => unknown): MockHandler {
  return ({ body }) => {
    const parsed = parse(body);
    if (parsed.ok) return json(calculate(parsed.request));
    return json({ errormsg: parsed.problems[0]?.message, errors: parsed.problems.map((problem) => `${problem.field}: ${problem.message}`) }, 400);
  };
}

const serve =
  (buyer: MockHandler = calculatedBy(parseBuyerStampDutyRequest, buyerStampDuty)) =>
  () => {
    storeDemoLogin('lawyer1');
    return mockApi({ 'POST /stamp-duty/buyer': buyer, 'POST /stamp-duty/seller': calculatedBy(parseSellerStampDutyRequest, sellerStampDuty) });
  };

/** A resale flat at S$1,500,000, the option exercised on 15 Jan 2026. */
const meta = {
  title: 'Stamp Duty/StampDutyCalculator',
  component: StampDutyCalculator,
  args: { initialPrice: 1_500_000, initialUse: 'RESIDENTIAL', initialDocumentDate: '2026-01-15', onCalculated: fn() },
  beforeEach: serve(),
} satisfies Meta<typeof StampDutyCalculator>;
export default meta;
type Story = StoryObj<typeof meta>;

const calculator = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('region', { name: 'Stamp duty calculator' }));

/** As the case opens it: the Buyer tab with the case's figures, nothing worked out yet. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = calculator(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Buyer' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Price (S$)' })).toHaveValue('1500000');
    await expect(canvas.getByRole('textbox', { name: 'Document date' })).toHaveValue('15-Jan-2026');
  },
};

/** A permanent resident's second property: BSD band by band, ABSD at 30 %, the total and the due date. */
export const BuyerResult: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = calculator(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Buyer$/ }));
    await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'Permanent resident' }));
    await userEvent.click(canvas.getByRole('button', { name: /Residential properties already owned$/ }));
    await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'One' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Calculate' }));
    const bands = await canvas.findByRole('grid', { name: "Buyer's stamp duty by band" });
    // React Aria's table mounts empty and fills in its next pass.
    await waitFor(() => expect(within(bands).getAllByRole('row')).toHaveLength(5));
    const result = canvas.getByRole('region', { name: 'Stamp duty' });
    await expect(result).toHaveTextContent('Buyer’s stamp duty (BSD)S$44,600');
    await expect(result).toHaveTextContent('Additional buyer’s stamp duty (ABSD) at 30%S$450,000');
    await expect(result).toHaveTextContent('TotalS$494,600');
    await expect(result).toHaveTextContent('Due by29-Jan-2026');
    await expect(args.onCalculated).toHaveBeenCalledOnce();
  },
};

/** Bought on 4 Jul 2025 and sold within the first year: SSD at 16 %. */
export const SellerResult: Story = {
  play: async ({ canvasElement }) => {
    const canvas = calculator(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Seller' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Acquisition date' }), '04-Jul-2025');
    await userEvent.tab();
    await userEvent.click(canvas.getByRole('button', { name: 'Calculate' }));
    const result = await canvas.findByRole('region', { name: 'Stamp duty' });
    await expect(result).toHaveTextContent('Seller’s stamp duty rate16%');
    await expect(result).toHaveTextContent('Seller’s stamp duty (SSD)S$240,000');
    await expect(result).toHaveTextContent('Due by29-Jan-2026');
    await expect(apiCalls('POST /stamp-duty/seller').at(-1)?.body).toEqual({
      price: 1_500_000,
      use: 'RESIDENTIAL',
      acquiredOn: '2025-07-04',
      disposedOn: '2026-01-15',
      signedAbroad: false,
    });
  },
};

/** A document older than any rates: the calculator says so under the date and asks the server nothing. */
export const Refusal: Story = {
  args: { initialDocumentDate: '2018-02-19' },
  play: async ({ canvasElement }) => {
    const canvas = calculator(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Calculate' }));
    await expect(canvas.getByRole('textbox', { name: 'Document date' })).toHaveAccessibleDescription(messages.noBsdRates('2018-02-20'));
    await expect(canvas.getByRole('button', { name: 'Calculate' })).toBeDisabled();
    await expect(apiCalls('POST /stamp-duty/buyer')).toHaveLength(0);
  },
};

/** The server refuses the figures: its reason, and Calculate to try again. */
export const ServerRefusal: Story = {
  beforeEach: serve(() => json({ errormsg: messages.noBsdRates('2018-02-20'), errors: [`documentDate: ${messages.noBsdRates('2018-02-20')}`] }, 400)),
  play: async ({ canvasElement }) => {
    const canvas = calculator(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Calculate' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(messages.noBsdRates('2018-02-20'));
    await expect(canvas.getByRole('button', { name: 'Calculate' })).toBeEnabled();
  },
};
