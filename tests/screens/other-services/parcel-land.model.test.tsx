import { screen, within } from '@testing-library/react';
import type * as XStateReact from '@xstate/react';
import { afterEach, beforeEach, describe, expect, vi } from 'vitest';
import type { AnyEventObject, SnapshotFrom } from 'xstate';
import { shownProblems, type ParcelLandRequestEvent, type parcelLandRequestMachine } from '../../../machines/parcel-land-request.machine';
import { PARCEL_LAND_SENT, SAMPLE_PARCEL_KEY, SAMPLE_TODAY } from '../../../machines/parcel-land-request.samples';
import { ParcelLandPage } from '../../../src/app/screens/other-services/parcel-land/ParcelLandPage';
import type { SendParcelLandLogic } from '../../../src/app/screens/other-services/parcel-land/use-parcel-land-actor';
import { toDisplayDate } from '../../../src/domain/display-date';
import { isSuccessReply } from '../../../src/domain/other-services/service-types';
import { ActorScript } from '../../machines/support/scripted-actors';
import { inspectNextActor } from '../document-centre/inspected-actors';
import { coveringCases } from '../support/covering-paths';
import { itReplaysEachPath, pathTitle, singleInputScreenModel, stubScrollToEachTest, type ModelPath, type UserSees } from '../support/screen-model';
import { renderSignedInPage, user } from '../support/signed-in-page';
import { answerCall, expectOnListing, expectPending, replayOnPage } from './support';

vi.mock('@xstate/react', async (importOriginal) => {
  const { withInspectedActors } = await import('../document-centre/inspected-actors');
  return withInspectedActors(await importOriginal<typeof XStateReact>());
});

/**
 * The parcel-land-request model of tests/machines/parcel-land-request.test.ts, replayed on the rendered PARCEL LAND
 * INFORMATION REQUEST page. Its events are what a user does there: entering the APPLICATION tab's fields and a land
 * lot's MK/TS No. (pasted: one change of the page per change of the model), Add Lot, a lot's Remove, Next and
 * Cancel, then BILLING's Send and Cancel. The submission is a scripted `sendParcelLand` (the page's prop) that
 * answers with the path's reply or rejects with its error (the 400 as the object the model holds). The page's key
 * maker is crypto.randomUUID, stubbed to answer the model's key, and the clock is set to the model's today, the
 * request date's default. After every step the page's actor must be at the model's snapshot, and the page must show
 * that state: the tab selected, every field's value and message, the land lot rows, the server's refusal above
 * APPLICATION, BILLING's busy Send and its alert, and after 'sent' or 'cancelled' the other-services listing (with
 * the reply as a toast once sent).
 *
 * Every event of the model has a control on the page, so no step is sent to the actor directly.
 */

type ParcelSnapshot = SnapshotFrom<typeof parcelLandRequestMachine>;
type FormField = Extract<ParcelLandRequestEvent, { type: 'form.change' }>['field'];
type LotField = Extract<ParcelLandRequestEvent, { type: 'lot.change' }>['field'];

const { entry, model, coverage } = singleInputScreenModel('parcel-land-request');
const PATH = '/othersvc-lrparcelland';
const TODAY = new Date(`${SAMPLE_TODAY}T12:00:00+08:00`);

/** The APPLICATION tab's text fields by the form's field (Request Date is a date field, Purpose a select). */
const FIELD_LABELS: Readonly<Record<Exclude<FormField, 'reqDate' | 'purposeReq'>, string>> = {
  referenceNo: 'Reference No.',
  emailAddress: 'Email',
  applicantSolicitor: 'Applicant Solicitor',
  sellSolTel: 'Contact No.',
  applicantAddress: 'Applicant Address',
  propAcNo: 'Property Account No.',
  parcelNo: 'Parcel No.',
};
const LOT_LABELS: Readonly<Partial<Record<LotField, string>>> = { landLotMkTsNo: 'MK/TS No.', landLotNo: 'Lot No.' };
const FORMAT_NAMES = { N: 'NEW', O: 'OLD' } as const;

const panel = () => within(screen.getByRole('tabpanel'));
const textbox = (name: string) => panel().getByRole('textbox', { name });
const lotGroup = (index: number) => within(panel().getByRole('group', { name: `Land lot ${index + 1}` }));

function fieldLabel(field: FormField): string {
  if (field === 'reqDate') return 'Request Date';
  if (field === 'purposeReq') return 'Purpose of Requisition';
  return FIELD_LABELS[field];
}

/** The tab the page has selected. */
function expectTab(selected: 'APPLICATION' | 'BILLING') {
  for (const name of ['APPLICATION', 'BILLING']) {
    expect(screen.getByRole('tab', { name }), `the ${name} tab`).toHaveAttribute('aria-selected', String(name === selected));
  }
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A field's message as the user gets it: the field marked invalid and the message as its description. */
function expectProblem(field: HTMLElement, problem: string | undefined, name: string) {
  if (problem) {
    expect(field, name).toHaveAttribute('aria-invalid', 'true');
    expect(field, name).toHaveAccessibleDescription(new RegExp(escape(problem)));
  } else {
    expect(field, name).not.toHaveAttribute('aria-invalid');
  }
}

/**
 * APPLICATION as the user sees it: every field's value, its message once Next found a problem, the land lot rows
 * with their selects, their numbers and Remove (disabled on the only row), and the server's refusal above the tab.
 */
function expectApplication(expected: ParcelSnapshot) {
  expectTab('APPLICATION');
  const { form, serverProblems } = expected.context;
  const problems = shownProblems(expected.context);
  for (const [field, label] of Object.entries(FIELD_LABELS) as Array<[keyof typeof FIELD_LABELS, string]>) {
    const box = textbox(label);
    expect(box, label).toHaveValue(form[field]);
    expectProblem(box, problems?.fields[field], label);
  }
  const date = textbox('Request Date');
  expect(date, 'Request Date').toHaveValue(toDisplayDate(form.reqDate));
  expectProblem(date, problems?.fields.reqDate, 'Request Date');
  expect(panel().getAllByRole('group', { name: /^Land lot / }), 'the land lot rows').toHaveLength(form.lots.length);
  form.lots.forEach((lot, index) => {
    const row = lotGroup(index);
    const name = `land lot ${index + 1}`;
    // A select is named by its value, then its label.
    expect(row.getByRole('button', { name: `${FORMAT_NAMES[lot.landLotFormat]} Lot Format` }), `${name}: Lot Format`).toBeInTheDocument();
    expect(row.getByRole('button', { name: `${lot.landLotMkTsId} MK/TS` }), `${name}: MK/TS`).toBeInTheDocument();
    const mkts = row.getByRole('textbox', { name: 'MK/TS No.' });
    expect(mkts, `${name}: MK/TS No.`).toHaveValue(lot.landLotMkTsNo);
    expectProblem(mkts, problems?.lots[index]?.landLotMkTsNo, `${name}: MK/TS No.`);
    const lotNo = row.getByRole('textbox', { name: 'Lot No.' });
    expect(lotNo, `${name}: Lot No.`).toHaveValue(lot.landLotNo);
    expectProblem(lotNo, problems?.lots[index]?.landLotNo, `${name}: Lot No.`);
    expect(row.getByRole('button', { name: `Remove ${name}` })).toHaveProperty('disabled', form.lots.length === 1);
  });
  const refusal = panel().queryAllByRole('alert');
  if (expected.hasTag('error')) {
    expect(refusal, 'the refusal above the tab').toHaveLength(1);
    expect(
      within(refusal[0] ?? document.body)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(serverProblems);
  } else {
    expect(refusal, 'the refusal above the tab').toEqual([]);
  }
  for (const name of ['Next', 'Cancel', 'Add Lot']) expect(panel().getByRole('button', { name }), name).toBeEnabled();
}

/** BILLING: the fee lines, the reply or failure in an alert, Send busy (and Cancel off) while the request is out. */
function expectBilling(expected: ParcelSnapshot, { busy, failed }: { busy: boolean; failed: boolean }) {
  expectTab('BILLING');
  expect(panel().getByRole('table', { name: 'Fees for the parcel land request (S$)' })).toBeInTheDocument();
  expect(panel().queryByRole('textbox'), 'the APPLICATION fields').not.toBeInTheDocument();
  const alerts = panel()
    .queryAllByRole('alert')
    .map((node) => node.textContent);
  expect(alerts, 'the failure on BILLING').toEqual(failed ? [expected.context.problem] : []);
  expectPending(panel().getByRole('button', { name: 'Send' }), busy, 'Send');
  expect(panel().getByRole('button', { name: 'Cancel' }), 'Cancel').toHaveProperty('disabled', busy);
}

const userSees: UserSees<null, ParcelSnapshot> = {
  'application.editing': (_, expected) => expectApplication(expected),
  'application.rejected': (_, expected) => expectApplication(expected),
  'billing.ready': (_, expected) => expectBilling(expected, { busy: false, failed: false }),
  'billing.failed': (_, expected) => expectBilling(expected, { busy: false, failed: true }),
  sending: (_, expected) => expectBilling(expected, { busy: true, failed: false }),
  sent: async (_, expected) => {
    expect(expected.context.notice).toBe(PARCEL_LAND_SENT);
    await expectOnListing([PARCEL_LAND_SENT]);
  },
  cancelled: () => expectOnListing([]),
};

/**
 * Enters a value into an empty field as one paste: the page sends a change per edit of the text, so the model's one
 * change is one change on the page too (typing would send one per keystroke, through the same transition).
 */
async function enter(box: HTMLElement, value: string) {
  expect(box, 'the field the model fills is empty').toHaveValue('');
  const person = user();
  await person.click(box);
  await person.paste(value);
}

async function replayStep(event: AnyEventObject, script: ActorScript): Promise<void> {
  const answered = answerCall(event, script);
  if (answered) return answered;
  const parcelEvent = event as ParcelLandRequestEvent;
  const person = user();
  switch (parcelEvent.type) {
    case 'form.change':
      if (parcelEvent.field === 'reqDate' || parcelEvent.field === 'purposeReq') break;
      return enter(textbox(fieldLabel(parcelEvent.field)), parcelEvent.value);
    case 'lot.change': {
      const label = LOT_LABELS[parcelEvent.field];
      if (!label) break;
      return enter(lotGroup(parcelEvent.index).getByRole('textbox', { name: label }), parcelEvent.value);
    }
    case 'lot.add':
      return person.click(panel().getByRole('button', { name: 'Add Lot' }));
    case 'lot.remove':
      return person.click(panel().getByRole('button', { name: `Remove land lot ${parcelEvent.index + 1}` }));
    case 'application.next':
      return person.click(panel().getByRole('button', { name: 'Next' }));
    case 'application.cancel':
    case 'billing.back':
      return person.click(panel().getByRole('button', { name: 'Cancel' }));
    case 'billing.send':
      return person.click(panel().getByRole('button', { name: 'Send' }));
  }
  throw new Error(`No user action replays ${JSON.stringify(event)} on the parcel land page.`);
}

let cleanup: () => void = () => undefined;
afterEach(() => cleanup());

async function replayPath(path: ModelPath) {
  const script = new ActorScript();
  const probe = coverage.probe();
  const sendParcelLand = script.actorsFor(entry.machine).sendParcelLand as SendParcelLandLogic;
  const release = inspectNextActor('parcelLandRequest', probe.inspect);
  const rendered = renderSignedInPage({ routes: {}, path: PATH, page: () => <ParcelLandPage sendParcelLand={sendParcelLand} /> });
  cleanup = () => {
    release();
    rendered.cleanup();
  };
  await screen.findByRole('tab', { name: 'APPLICATION' });
  await replayOnPage({ path, probe, coverage, userSees, replayStep: (event) => replayStep(event, script), flowName: 'parcel land request' });
}

function stepLabel(event: AnyEventObject): string {
  const parcelEvent = event as ParcelLandRequestEvent;
  switch (parcelEvent.type) {
    case 'form.change':
      return `enter the ${fieldLabel(parcelEvent.field)}`;
    case 'lot.change':
      return `enter lot ${parcelEvent.index + 1}'s ${LOT_LABELS[parcelEvent.field] ?? parcelEvent.field}`;
    case 'lot.add':
      return 'press Add Lot';
    case 'lot.remove':
      return `remove land lot ${parcelEvent.index + 1}`;
    case 'application.next':
      return 'press Next';
    case 'application.cancel':
      return 'press Cancel';
    case 'billing.back':
      return 'press Cancel on BILLING';
    case 'billing.send':
      return 'press Send';
  }
  if (event.type === 'xstate.done.actor.sendParcelLand') return isSuccessReply(String(event.output)) ? 'IRAS takes it' : 'the reply is no success';
  if (event.type === 'xstate.error.actor.sendParcelLand') return typeof event.error === 'string' ? 'the call fails' : 'the check refuses it (400)';
  return event.type;
}

// The covering set of the model's paths (tests/screens/support/covering-paths.ts).
const cases = coveringCases(entry, model.paths, (path) => path).map((path) => [pathTitle(path, stepLabel), path] as const);

describe('PARCEL LAND INFORMATION REQUEST page, driven by the parcel-land-request model', () => {
  stubScrollToEachTest();

  beforeEach(() => {
    // The model's today (the request date's default) and its key; the page asks the clock and crypto.randomUUID.
    vi.useFakeTimers({ now: TODAY, toFake: ['Date'] });
    vi.spyOn(crypto, 'randomUUID').mockReturnValue(SAMPLE_PARCEL_KEY as ReturnType<typeof crypto.randomUUID>);
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  itReplaysEachPath({
    cases,
    replay: replayPath,
    coverage,
    coverageTitle: 'the paths replayed on the page reach every state and transition of the parcel-land-request machine',
  });
});
