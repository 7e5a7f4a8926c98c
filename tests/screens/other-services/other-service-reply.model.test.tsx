import { screen, waitFor } from '@testing-library/react';
import type * as XStateReact from '@xstate/react';
import { afterEach, describe, expect, vi } from 'vitest';
import type { AnyEventObject, SnapshotFrom } from 'xstate';
import type { OtherServiceReplyEvent, OtherServiceReplyInput, otherServiceReplyMachine } from '../../../machines/other-service-reply.machine';
import { PROCESSING_ROW, READ_ROW, UNREAD_ROW } from '../../../machines/other-service-reply.samples';
import type { OtherServiceItem } from '../../../src/api/other-services';
import { singaporeDay } from '../../../src/app/screens/other-services/listing/other-service-listing';
import { OtherServiceListingPage } from '../../../src/app/screens/other-services/listing/OtherServiceListingPage';
import { messages } from '../../../src/domain/messages';
import { PROCESSING, REPLIED } from '../../../src/domain/other-services/service-types';
import { DEMO_PRINT_URL, otherServiceRow, otherServicesRoutes } from '../../../stories/other-services/other-services-api';
import { apiCalls } from '../../../stories/support/mock-api';
import { inspectNextActor } from '../document-centre/inspected-actors';
import {
  itReplaysEachPath,
  pathTitle,
  replayOnScreen,
  screenModel,
  stubScrollToEachTest,
  type ModelPath,
  type UserSees,
} from '../support/screen-model';
import { renderSignedInPage, user } from '../support/signed-in-page';

vi.mock('@xstate/react', async (importOriginal) => {
  const { withInspectedActors } = await import('../document-centre/inspected-actors');
  return withInspectedActors(await importOriginal<typeof XStateReact>());
});

/**
 * The other-service-reply model of tests/machines/other-service-reply.test.ts, replayed on the rendered OTHER SVC
 * LISTING with the one request of the path's input as the stories' in-memory server holds it (processing, replied
 * and unread, replied and printed). Each row runs its own reply machine, so the listing has that row only and the
 * probe watches its machine. The model's events are what reaches the row there: 'reply.arrived' is the reply coming
 * in at the server (Replied, with the model's Received On) and the user pressing Refresh; 'reply.printed' is
 * ticking the row and pressing Print (the PDF window stubbed), after which the listing reloads the row as read.
 * After every step the test checks the row: its checkbox (disabled until Replied), Received On, Status, the unread
 * look, and the note that replies are checked every 30 seconds while the row is processing.
 */

type ReplySnapshot = SnapshotFrom<typeof otherServiceReplyMachine>;

const { models, coverage } = screenModel('other-service-reply');
const PATH = '/othersvc-listing';

/** The server's row for the model's input: an SOA request with the input's status, reply instant and print. */
function serverRow(input: OtherServiceReplyInput): OtherServiceItem {
  const row = otherServiceRow('soa', 1, { status: input.status === REPLIED ? REPLIED : PROCESSING });
  return { ...row, isRead: input.isRead, receivedOn: input.receivedOn ?? null };
}

const CONTROL_NO = otherServiceRow('soa', 1).lfcontrolNo ?? '';
const checkbox = () => screen.getByRole('checkbox', { name: `Select ${CONTROL_NO} to print` });

function shownRow(): HTMLElement {
  const row = checkbox().closest<HTMLElement>('[role="row"]');
  if (!row) throw new Error(`No row for ${CONTROL_NO}.`);
  return row;
}

/** The row's cells in the listing's column order (Select, LF Control No, …, Received On, …, Status). */
const cells = () => [...shownRow().querySelectorAll('[role="rowheader"], [role="gridcell"]')].map((cell) => cell.textContent);
const RECEIVED_ON = 4;
const STATUS = 7;

/** The row as the machine says it is: tickable once replied, bold while unread, the note while processing. */
function expectRow(expected: ReplySnapshot, { replied, unread }: { replied: boolean; unread: boolean }) {
  expect(checkbox()).toHaveProperty('disabled', !replied);
  expect(checkbox()).toHaveProperty('checked', false);
  expect(cells()[RECEIVED_ON], 'Received On').toBe(singaporeDay(expected.context.receivedOn));
  expect(cells()[STATUS], 'Status').toBe(replied ? REPLIED : PROCESSING);
  expect(shownRow().classList.contains('othersvc-row--unread'), 'the unread look').toBe(unread);
  const note = screen.queryByText(messages.repliesCheckedEvery30s);
  if (replied) expect(note).not.toBeInTheDocument();
  else expect(note).toBeInTheDocument();
}

const userSees: UserSees<null, ReplySnapshot> = {
  processing: (_, expected) => expectRow(expected, { replied: false, unread: false }),
  'replied.unread': (_, expected) => expectRow(expected, { replied: true, unread: true }),
  'replied.read': (_, expected) => expectRow(expected, { replied: true, unread: false }),
};

/** The fake PDF window the press opens; the print's link is shown in it. */
function stubPdfWindow() {
  const popup = { opener: null, closed: false, location: { href: '' }, close: vi.fn() };
  vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
  return popup;
}

async function replayStep(event: AnyEventObject, rows: OtherServiceItem[], probeState: () => string): Promise<void> {
  const person = user();
  const replyEvent = event as OtherServiceReplyEvent;
  switch (replyEvent.type) {
    case 'reply.arrived': {
      const [row] = rows;
      if (!row) throw new Error('The server has no row.');
      rows[0] = { ...row, status: REPLIED, receivedOn: replyEvent.receivedOn };
      await person.click(screen.getByRole('button', { name: 'Refresh' }));
      await waitFor(() => expect(probeState()).not.toBe('processing'));
      return;
    }
    case 'reply.printed': {
      const popup = stubPdfWindow();
      await person.click(checkbox());
      expect(screen.getByText(messages.repliesSelected(1))).toBeInTheDocument();
      await person.click(screen.getByRole('button', { name: 'Print' }));
      await waitFor(() => expect(probeState()).toBe('replied.read'));
      expect(apiCalls('POST /othersvc-print')).toHaveLength(1);
      expect(popup.location.href).toBe(DEMO_PRINT_URL);
      // The printed row is no longer ticked once the print has gone out.
      await waitFor(() => expect(screen.getByText(messages.repliesSelected(0))).toBeInTheDocument());
      return;
    }
  }
  throw new Error(`No user action replays "${event.type}" on the other-services listing.`);
}

let cleanup: () => void = () => undefined;
afterEach(() => cleanup());

async function replayPath(input: OtherServiceReplyInput, path: ModelPath) {
  const probe = coverage.probe();
  const release = inspectNextActor('otherServiceReply', probe.inspect);
  const rows = [serverRow(input)];
  const rendered = renderSignedInPage({ routes: otherServicesRoutes(rows), path: PATH, page: OtherServiceListingPage });
  cleanup = () => {
    release();
    rendered.cleanup();
  };
  await screen.findByRole('checkbox', { name: `Select ${CONTROL_NO} to print` });
  // The row's machine as the screen runs it: what the steps wait for before the model's state is compared.
  const probeState = () => {
    const snapshot = probe.actor.getSnapshot() as ReplySnapshot;
    return snapshot.matches('processing') ? 'processing' : snapshot.matches({ replied: 'read' }) ? 'replied.read' : 'replied.unread';
  };
  await replayOnScreen({
    path,
    probe,
    coverage,
    router: null,
    userSees,
    replayStep: (event) => replayStep(event, rows, probeState),
    flowName: 'other-service-reply',
  });
}

const LABELS: Readonly<Record<OtherServiceReplyEvent['type'], string>> = {
  'reply.arrived': 'the reply comes in and the user presses Refresh',
  'reply.printed': 'tick the row and press Print',
};

const ROW_NAMES = new Map<OtherServiceReplyInput, string>([
  [PROCESSING_ROW, 'a processing row'],
  [UNREAD_ROW, 'a replied, unread row'],
  [READ_ROW, 'a replied, printed row'],
]);

// Three inputs with at most three paths each: every path is replayed.
const cases = models.flatMap(({ input, paths }) =>
  paths.map((path) => {
    const row = input as OtherServiceReplyInput;
    const title = pathTitle(path, (event) => LABELS[event.type as OtherServiceReplyEvent['type']] ?? event.type);
    return [`${ROW_NAMES.get(row) ?? row.status}: ${title}`, row, path] as const;
  }),
);

describe('OTHER SVC LISTING row, driven by the other-service-reply model', () => {
  stubScrollToEachTest();

  itReplaysEachPath({
    cases,
    replay: replayPath,
    coverage,
    coverageTitle: 'the paths replayed on the listing reach every state and transition of the other-service-reply machine',
  });
});
