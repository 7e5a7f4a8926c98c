import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SALE_CLOSED, SALE_NEARLY_ACTIVE } from '../../machines/case-lifecycle.samples';
import { machineRegistry } from '../../machines/index';
import { MachinePage } from '../../src/app/screens/machines';
import type { CaseRecords } from '../../src/domain/case/lifecycle';
import { machinesPageMessages as words } from '../../src/domain/messages/machines-page';
import { historyRoutes, optionGrantedHistory } from '../history/history-api';
import { progressAnswer } from '../support/case-progress-api';
import { apiCalls, json, mockApi, storeDemoLogin } from '../support/mock-api';
import { withQueryClient } from '../support/with-query-client';
import { withRouter } from '../support/with-router';

interface CaseArgs {
  /** Case 101's records as the server has them; null when get-case-progress fails. */
  records: CaseRecords | null;
}

const OPTION_GRANTED: CaseRecords = {
  ...SALE_NEARLY_ACTIVE,
  status: { informationComplete: true, buyer: true, seller: true, buyerLawyer: true, sellerLawyer: true },
  warrantSigned: true,
  optionSigned: true,
};

const caseLifecycle = machineRegistry.find((entry) => entry.id === 'case-lifecycle');

/** /conveyancing/machines/case-lifecycle?case=101: the page as the route renders it for a case (no loader here: the card loads it). */
function OpenedFromCase(_args: CaseArgs) {
  if (!caseLifecycle) throw new Error('No case-lifecycle machine registered');
  return <MachinePage entry={caseLifecycle} caseId={101} />;
}

const meta = {
  title: 'Machines/Opened from a case',
  component: OpenedFromCase,
  args: { records: OPTION_GRANTED },
  parameters: { layout: 'padded' },
  decorators: [withQueryClient, withRouter('/machines/case-lifecycle?case=101')],
  beforeEach: ({ args }) => {
    storeDemoLogin('lawyer1');
    return mockApi({
      'POST /get-case-progress': () => (args.records ? json(progressAnswer(101, args.records)) : json({ errormsg: 'Record not found.' }, 404)),
      ...historyRoutes(optionGrantedHistory()),
    });
  },
} satisfies Meta<typeof OpenedFromCase>;
export default meta;
type Story = StoryObj<typeof meta>;

/** ELK lays the diagram out in a worker; on a busy machine that takes a second or two. */
const SLOW = { timeout: 15_000 };

async function caseCard(canvasElement: HTMLElement) {
  return within(await within(canvasElement).findByRole('region', { name: 'Case 101 on the case lifecycle' }, SLOW));
}

/** A sale at option granted: the current state badged, the steps behind it and deciding's routes on the path. */
export const OptionGranted: Story = {
  play: async ({ canvasElement }) => {
    const card = await caseCard(canvasElement);
    await expect(await card.findByText(/Case opened → Parties in place → Warrant to act signed, now: Option granted/, {}, SLOW)).toBeVisible();
    await expect(card.getByRole('list', { name: 'Legend' })).toBeVisible();
    const diagram = await card.findByRole('img', { name: /current state: optionGranted/ }, SLOW);
    const current = diagram.querySelector('[data-state="caseLifecycle.stage.optionGranted"]');
    await expect(current).toHaveClass('machine-diagram__state--current');
    await expect(within(current as HTMLElement).getByText(words.diagramCurrentState, { selector: 'text' })).toBeVisible();
    await expect(diagram.querySelector('[data-state="caseLifecycle.stage.warrantSigned"]')).toHaveClass('machine-diagram__state--visited');
    await expect(diagram.querySelector('[data-state="caseLifecycle.stage.optionExercised"]')).not.toHaveClass('machine-diagram__state--visited');
    await expect(diagram.querySelectorAll('.machine-diagram__edge--path')).toHaveLength(5);
  },
};

/** Issue 20's replay: stepping through the case's history moves the current state back to where each event left it. */
export const Replaying: Story = {
  play: async ({ canvasElement }) => {
    const card = await caseCard(canvasElement);
    const replay = within(await card.findByRole('group', { name: words.replayHeading }, SLOW));
    await userEvent.click(replay.getByRole('button', { name: words.replayFirst }));
    await userEvent.click(replay.getByRole('button', { name: words.replayNext }));
    await userEvent.click(replay.getByRole('button', { name: words.replayNext }));
    await expect(card.getByText(words.replayStep(3, 4)).closest('p')).toHaveTextContent("Assigned Arjun Nair as seller's lawyer.");
    const diagram = await card.findByRole(
      'img',
      { name: /current state: partiesInPlace; on the path taken: deciding, opened, partiesInPlace$/ },
      SLOW,
    );
    await expect(diagram.querySelector('[data-state="caseLifecycle.stage.partiesInPlace"]')).toHaveClass('machine-diagram__state--current');
  },
};

/** A closed sale: the whole path taken, closed current. */
export const Closed: Story = {
  args: { records: SALE_CLOSED },
  play: async ({ canvasElement }) => {
    const card = await caseCard(canvasElement);
    await expect(await card.findByText(/S\.65 notice sent, now: Closed$/, {}, SLOW)).toBeVisible();
    const diagram = await card.findByRole('img', { name: /current state: closed/ }, SLOW);
    await expect(diagram.querySelectorAll('.machine-diagram__state--visited')).toHaveLength(10);
  },
};

/** The progress cannot be read: the card says so and offers Try again; the way back to every machine stays. */
export const ProgressFailed: Story = {
  args: { records: null },
  play: async ({ canvasElement }) => {
    const card = await caseCard(canvasElement);
    await expect(await card.findByRole('alert', {}, SLOW)).toHaveTextContent(words.caseOnLifecycleFailed('101', 'Record not found.'));
    const asked = apiCalls('POST /get-case-progress').length;
    await userEvent.click(card.getByRole('button', { name: words.caseOnLifecycleRetry }));
    await waitFor(() => expect(apiCalls('POST /get-case-progress')).toHaveLength(asked + 1));
    await expect(await card.findByRole('alert', {}, SLOW)).toBeVisible();
    await expect(within(canvasElement).getByRole('link', { name: words.allMachines })).toBeVisible();
  },
};
