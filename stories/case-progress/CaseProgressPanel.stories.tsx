import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Temporal } from 'temporal-polyfill';
import { SALE_CLOSED, SALE_EXERCISED, SALE_NEARLY_ACTIVE } from '../../machines/case-lifecycle.samples';
import { CaseProgressPanel } from '../../src/app/screens/case-progress/CaseProgressPanel';
import type { CaseStampDuty } from '../../src/domain/case/case-stamp-duty';
import { canConfirm, type CaseRecords, type ConfirmedStage } from '../../src/domain/case/lifecycle';
import { buyerStampDuty } from '../../src/domain/stamp-duty/buyer-stamp-duty';
import { progressAnswer } from '../support/case-progress-api';
import { caseStampDutyRoutes } from '../support/case-stamp-duty-api';
import { json, mockApi, storeDemoLogin, type MockHandler } from '../support/mock-api';
import { stubPopups, type PopupStub } from '../support/popup-stub';
import { withQueryClient } from '../support/with-query-client';
import { withRouter } from '../support/with-router';

interface PanelArgs {
  /** The case's records as the server has them when the page opens. */
  records: CaseRecords;
  completionDate?: string;
  /** The stamp duty saved on the case when the page opens. */
  stampDuty?: CaseStampDuty;
  /** The OTP's purchase price, which the calculator starts from. */
  purchasePrice?: number;
}

/** The panel as the case page shows it, for case 101. */
function Panel(_args: PanelArgs) {
  return <CaseProgressPanel propertyId={101} />;
}

const daysFromToday = (days: number) => Temporal.Now.plainDateISO('Asia/Singapore').add({ days }).toString();

/** The server's part: the progress from the records, and a confirmation recorded when the lifecycle allows it. */
function progressServer(args: PanelArgs) {
  let records = args.records;
  const stampDuty = { current: args.stampDuty ?? {} };
  const file = () => ({
    ...(args.completionDate ? { completionDate: args.completionDate } : {}),
    ...(args.purchasePrice ? { purchasePrice: args.purchasePrice } : {}),
    stampDuty: stampDuty.current,
  });
  const answer = () => json(progressAnswer(101, records, file()));
  const confirm: MockHandler = ({ body }) => {
    const { stage, on, signedAbroad } = body as { stage: ConfirmedStage; on: string; signedAbroad?: boolean };
    if (!canConfirm(stage, records)) return json({ errormsg: `'${stage}' cannot be confirmed on this case now.` }, 409);
    const confirmation = {
      on,
      by: 'lawyer1',
      at: new Date().toISOString(),
      ...(stage === 'optionExercised' ? { signedAbroad: Boolean(signedAbroad) } : {}),
    };
    records = { ...records, locked: records.locked || stage === 'closed', confirmations: { ...records.confirmations, [stage]: confirmation } };
    return answer();
  };
  return { 'POST /get-case-progress': answer, 'POST /confirm-case-stage': confirm, ...caseStampDutyRoutes(stampDuty) };
}

const meta = {
  title: 'Case Progress/CaseProgressPanel',
  component: Panel,
  args: { records: SALE_NEARLY_ACTIVE },
  decorators: [withRouter('/property-summary/101'), withQueryClient],
  beforeEach: ({ args }) => {
    storeDemoLogin('lawyer1');
    return mockApi(progressServer(args));
  },
} satisfies Meta<typeof Panel>;
export default meta;
type Story = StoryObj<typeof meta>;

const panel = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole('region', { name: 'Case progress' }));

/** A new sale: the parties and the information are the next step; no deadline yet. */
export const NewCase: Story = {
  play: async ({ canvasElement }) => {
    const view = await panel(canvasElement);
    await expect(view.getByText('Case opened', { selector: 'strong' })).toBeVisible();
    await expect(view.getByRole('link', { name: /Complete the Property Information/ })).toBeVisible();
    await expect(view.getByText(/No deadlines yet/)).toBeVisible();
  },
};

/** Exercised ten days ago, completion in two days: stamp duty and completion both flagged. */
export const DeadlinesFlagged: Story = {
  args: {
    records: { ...SALE_EXERCISED, confirmations: { optionExercised: { on: daysFromToday(-16), by: 'lawyer1', at: new Date().toISOString() } } },
    completionDate: daysFromToday(2),
  },
  play: async ({ canvasElement }) => {
    const view = await panel(canvasElement);
    const deadlines = within(view.getByRole('table', { name: 'Deadlines' }));
    await expect(deadlines.getByText('Overdue')).toBeVisible();
    await expect(deadlines.getByText('Due within 3 days')).toBeVisible();
  },
};

/** The lawyer confirms the exercise, signed abroad: the stage moves on and stamp duty falls due in 30 days. */
export const ConfirmTheExercise: Story = {
  args: { records: { ...SALE_EXERCISED, confirmations: {} } },
  play: async ({ canvasElement }) => {
    const view = await panel(canvasElement);
    await expect(view.getByText('Option granted', { selector: 'strong' })).toBeVisible();
    await userEvent.click(view.getByRole('button', { name: 'Confirm option exercised…' }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Confirm: Option exercised' }));
    await userEvent.click(dialog.getByRole('checkbox', { name: /Signed outside Singapore/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(view.getByText('Option exercised', { selector: 'strong' })).toBeVisible());
    await expect(view.getByText('Stamp duty (30 days after exercise, signed abroad)')).toBeVisible();
  },
};

/** A closed case: locked, every step behind it, nothing to confirm and no deadline left. */
export const Closed: Story = {
  args: { records: SALE_CLOSED },
  play: async ({ canvasElement }) => {
    const view = await panel(canvasElement);
    await expect(view.getByText('Closed', { selector: 'strong' })).toBeVisible();
    await expect(view.getByText('The case is closed.')).toBeVisible();
    await expect(view.queryByRole('button')).toBeNull();
  },
};

const exercisedTwelveDaysAgo: CaseRecords = {
  ...SALE_EXERCISED,
  confirmations: { optionExercised: { on: daysFromToday(-12), by: 'lawyer1', at: new Date().toISOString() } },
};
const BUYER_REQUEST = { price: 1_500_000, use: 'RESIDENTIAL', buyer: 'PR', propertiesOwned: 0, documentDate: daysFromToday(-12) } as const;
let popups: PopupStub | undefined;

/** A permanent resident's first home, saved on the case: BSD, ABSD at 5 % and the total beside the deadline (due in two days), and Print. */
export const SavedStampDuty: Story = {
  args: {
    records: exercisedTwelveDaysAgo,
    stampDuty: {
      buyer: {
        kind: 'buyer',
        request: BUYER_REQUEST,
        result: buyerStampDuty(BUYER_REQUEST),
        ratesEffective: '2023-04-27',
        savedBy: 'lawyer1',
        savedAt: new Date().toISOString(),
      },
    },
  },
  beforeEach: () => {
    popups = stubPopups();
    return popups.restore;
  },
  play: async ({ canvasElement }) => {
    const view = await panel(canvasElement);
    const duty = within(view.getByRole('region', { name: 'Stamp duty' }));
    await expect(duty.getByText(/^Stamp duty due:/)).toHaveTextContent('Due within 3 days');
    const buyer = within(duty.getByRole('article', { name: 'Buyer’s stamp duty' }));
    await expect(buyer.getByText('S$44,600')).toBeVisible();
    await expect(buyer.getByText('Additional buyer’s stamp duty (ABSD) at 5%')).toBeVisible();
    await expect(buyer.getByText('S$119,600')).toBeVisible();
    await userEvent.click(buyer.getByRole('button', { name: 'Print' }));
    await waitFor(() => expect(popups?.opened.at(-1)?.location.href).toBe('/api/open-pdf/story-stamp-duty'));
  },
};

/** Calculate… from the OTP's price and the exercise date, then Save on the case: the figure joins the page. */
export const CalculateAndSave: Story = {
  args: { records: exercisedTwelveDaysAgo, purchasePrice: 2_880_000 },
  play: async ({ canvasElement }) => {
    const view = await panel(canvasElement);
    await expect(view.getByText('No stamp duty is saved on this case yet.')).toBeVisible();
    await userEvent.click(view.getByRole('button', { name: 'Calculate…' }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Calculate stamp duty' }));
    await expect(dialog.getByRole('textbox', { name: 'Price (S$)' })).toHaveValue('2880000');
    await userEvent.click(dialog.getByRole('button', { name: 'Calculate' }));
    await userEvent.click(await dialog.findByRole('button', { name: 'Save on the case' }));
    await expect(await dialog.findByRole('status')).toHaveTextContent('Saved on the case.');
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(view.getByRole('article', { name: 'Buyer’s stamp duty' })).toHaveTextContent('S$113,600'));
  },
};
