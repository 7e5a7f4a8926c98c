import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect } from 'vitest';
import { createActor, type Actor, type AnyEventObject, type SnapshotFrom } from 'xstate';
import type { RequisitionStatusEvent, RequisitionStatusInput, requisitionStatusMachine } from '../../../../machines/requisition-status.machine';
import { messages } from '../../../../src/domain/messages';
import { agencyDisplayName } from '../../../../src/domain/requisitions/agencies';
import { canTickForPrint, repliesAsAttachment } from '../../../../src/domain/requisitions/status';
import { REPLIES_PDF_URL, REPORT_PDF_URL } from '../../../../stories/due-diligence/status/status-server';
import { coveringCases } from '../../support/covering-paths';
import {
  itReplaysEachPath,
  pathTitle,
  replayOnScreen,
  screenModel,
  stubScrollToEachTest,
  type ModelPath,
  type UserSees,
} from '../../support/screen-model';
import { oneRequestServer, renderOnStatusTab, REQUEST_LF, REQUEST_RP } from './one-request-server';
import { openAgencies, user } from './status-screen';

/**
 * The requisition-status model of tests/machines/requisition-status.test.ts, replayed on the STATUS tab. No screen
 * runs this machine (it is the diagram of what the STATUS tab and the Replies modal read from the server), so the
 * replay runs it beside the tab: each step happens on the tab first — the server's facts (sent, replied, discarded)
 * change the demo server and the lawyer presses Refresh or Back; printing and opening the reply are the lawyer's
 * clicks — and only then goes to the machine. After every step the tab must show what the machine's state says:
 * the request's status, its envelope, and the tick box and attachment exactly where the print rules allow them.
 */

type StatusSnapshot = SnapshotFrom<typeof requisitionStatusMachine>;

const { entry, models, coverage } = screenModel('requisition-status');

let current: {
  server: ReturnType<typeof oneRequestServer>;
  rendered: ReturnType<typeof renderOnStatusTab>;
  agency: string;
  /** The machine beside the tab, told each step once the tab shows it. */
  machine: Actor<typeof requisitionStatusMachine>;
} | null = null;

afterEach(() => {
  current?.machine.stop();
  current?.rendered.cleanup();
  current = null;
});

function session() {
  if (!current) throw new Error('The STATUS tab is not rendered.');
  return current;
}

const agencyTable = () => within(screen.getByRole('grid', { name: `Agencies of ${REQUEST_LF}` }));
const requestRow = () => {
  const header = agencyTable().getByRole('rowheader', { name: new RegExp(`^${session().agency}`) });
  const row = header.closest('tr');
  if (!row) throw new Error('The request has no row.');
  return within(row);
};
const statusCell = () => requestRow().getAllByRole('gridcell')[1];
const tickBox = () => requestRow().queryByRole('checkbox', { name: `Print ${session().agency} reply ${REQUEST_RP}` });
const attachment = () => requestRow().queryByRole('button', { name: `Open ${session().agency} report ${REQUEST_RP}` });

/** The agency view of the requisition: the request's status, its envelope once replied, and what may be done to it. */
function expectRequest(expected: StatusSnapshot) {
  const { status, agencyCode } = expected.context;
  expect(statusCell()).toHaveTextContent(status);
  const envelope = requestRow().queryByRole('img');
  if (status === 'Replied') expect(envelope).toHaveAccessibleName(expected.matches({ download: 'read' }) ? 'Read' : 'Unread');
  else expect(envelope, 'no envelope before the reply').toBeNull();
  expect(tickBox() !== null, 'the tick box to print the reply').toBe(canTickForPrint(expected.context));
  expect(attachment() !== null, 'the attachment of the report').toBe(status === 'Replied' && repliesAsAttachment(agencyCode));
}

/** Back on the list: the discarded draft is in no list any more. */
function expectGone() {
  const list = within(screen.getByRole('grid', { name: 'Requisitions' }));
  expect(list.queryByRole('rowheader', { name: REQUEST_LF })).toBeNull();
  expect(list.getByText(messages.noRequisitionsYet)).toBeInTheDocument();
}

const STATUSES = ['draft', 'processing', 'replied', 'discarded'] as const;
const userSees: UserSees<null, StatusSnapshot> = Object.fromEntries(
  STATUSES.flatMap((status) =>
    (['unread', 'read'] as const).flatMap((download) => {
      const sees = status === 'discarded' ? expectGone : (_: null, expected: StatusSnapshot) => expectRequest(expected);
      // The leaf states come in the order the machine's nodes are entered.
      return [[`status.${status}, download.${download}`, sees] as const, [`download.${download}, status.${status}`, sees] as const];
    }),
  ),
);

/** The server's fact, then the lawyer's Refresh: the request's row shows its new status. */
async function refreshedTo(fact: () => void, status: string) {
  fact();
  await user().click(screen.getByRole('button', { name: 'Refresh' }));
  await waitFor(() => expect(statusCell()).toHaveTextContent(status));
}

/** The lawyer reads the reply as the tab offers it; where the machine refuses, the tab offers nothing to press. */
async function readReply(event: RequisitionStatusEvent, before: StatusSnapshot) {
  const { popups } = session().rendered;
  if (before.matches({ status: 'discarded' })) {
    expect(screen.queryByRole('button', { name: `Agency status of ${REQUEST_LF}` }), 'nothing left to read').toBeNull();
    expect(before.can(event)).toBe(false);
    return;
  }
  const control = event.type === 'reply.printed' ? tickBox() : attachment();
  expect(control !== null, `the tab offers ${event.type}`).toBe(before.can(event));
  if (!control) return;
  await user().click(control);
  if (event.type === 'reply.printed') await user().click(screen.getByRole('button', { name: 'Print' }));
  await waitFor(() => expect(popups.opened.at(-1)?.location.href).toBe(event.type === 'reply.printed' ? REPLIES_PDF_URL : REPORT_PDF_URL));
  await waitFor(() => expect(requestRow().getByRole('img')).toHaveAccessibleName('Read'));
}

async function replayStep(event: AnyEventObject, before: () => StatusSnapshot): Promise<void> {
  const statusEvent = event as RequisitionStatusEvent;
  const { server, machine } = session();
  switch (statusEvent.type) {
    case 'agency.sent':
      await refreshedTo(server.sent, 'Processing');
      break;
    case 'agency.replied':
      await refreshedTo(server.replied, 'Replied');
      break;
    case 'draft.discarded':
      server.discarded();
      await user().click(screen.getByRole('button', { name: 'Back' }));
      await screen.findByText(messages.noRequisitionsYet);
      break;
    case 'reply.printed':
    case 'attachment.opened':
      await readReply(statusEvent, before());
      break;
  }
  // What the tab now shows, the machine beside it is told.
  machine.send(statusEvent);
}

async function replayPath(input: RequisitionStatusInput, path: ModelPath) {
  const probe = coverage.probe();
  const server = oneRequestServer(input);
  const machine = createActor(entry.machine as typeof requisitionStatusMachine, { input, inspect: probe.inspect }).start();
  current = { server, rendered: renderOnStatusTab(server.routes), agency: agencyDisplayName(input.agencyCode, input.deptCode), machine };
  await openAgencies(REQUEST_LF);
  await replayOnScreen({ path, probe, coverage, router: null, userSees, replayStep, flowName: 'requisition status' });
}

const STEP_LABELS: Readonly<Record<RequisitionStatusEvent['type'], string>> = {
  'agency.sent': 'the request is sent, Refresh',
  'agency.replied': 'the agency replies, Refresh',
  'draft.discarded': 'the draft is discarded, Back',
  'reply.printed': 'tick and Print the reply',
  'attachment.opened': 'open the report',
};
const stepLabel = (event: AnyEventObject) => STEP_LABELS[event.type as RequisitionStatusEvent['type']];

const cases = coveringCases(
  entry,
  models.flatMap(({ input, paths }) => {
    const request = input as RequisitionStatusInput;
    return paths.map((path) => [`${request.agencyCode}: ${pathTitle(path, stepLabel)}`, request, path] as const);
  }),
  ([, , path]) => path,
  { screenOf: ([, input]) => input.agencyCode },
);

describe('the STATUS tab, beside the requisition-status model', () => {
  stubScrollToEachTest();

  itReplaysEachPath({
    cases,
    replay: replayPath,
    coverage,
    coverageTitle: 'the paths replayed on the STATUS tab reach every state and transition of the requisition-status machine',
  });
});
