import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Temporal } from 'temporal-polyfill';
import { SALE_CLOSED, SALE_EXERCISED, SALE_NEARLY_ACTIVE } from '../../machines/case-lifecycle.samples';
import { CaseProgressPanel } from '../../src/app/screens/case-progress/CaseProgressPanel';
import { canConfirm, type CaseRecords, type ConfirmedStage } from '../../src/domain/case/lifecycle';
import { progressAnswer } from '../support/case-progress-api';
import { json, mockApi, storeDemoLogin, type MockHandler } from '../support/mock-api';
import { withQueryClient } from '../support/with-query-client';
import { withRouter } from '../support/with-router';

interface PanelArgs {
  /** The case's records as the server has them when the page opens. */
  records: CaseRecords;
  completionDate?: string;
}

/** The panel as the case page shows it, for case 101. */
function Panel(_args: PanelArgs) {
  return <CaseProgressPanel propertyId={101} />;
}

const daysFromToday = (days: number) => Temporal.Now.plainDateISO('Asia/Singapore').add({ days }).toString();

/** The server's part: the progress from the records, and a confirmation recorded when the lifecycle allows it. */
function progressServer(args: PanelArgs) {
  let records = args.records;
  const file = args.completionDate ? { completionDate: args.completionDate } : {};
  const answer = () => json(progressAnswer(101, records, file));
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
  return { 'POST /get-case-progress': answer, 'POST /confirm-case-stage': confirm };
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
