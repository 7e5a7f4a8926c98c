import { act, screen, waitFor, within } from '@testing-library/react';
import type * as XStateReact from '@xstate/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject } from 'xstate';
import type { TemplateDocumentEvent, TemplateDocumentInput } from '../../../../machines/template-document.machine';
import { EXPIRY_INVALID, FUTURE_SIGNED_CHANGE, SAMPLE_TODAY } from '../../../../machines/template-document.samples';
import type * as SavedTemplateModule from '../../../../src/app/screens/documents/page/saved-template';
import { toastQueue } from '../../../../src/app/ui';
import { toDisplayDate } from '../../../../src/domain/display-date';
import { DOCUMENT_TITLES, TEMPLATE_CHOICES } from '../../../../src/domain/documents/modules';
import type * as OtpDefaultsModule from '../../../../src/domain/documents/otp-defaults';
import type * as S65DefaultsModule from '../../../../src/domain/documents/s65-defaults';
import { messages } from '../../../../src/domain/messages';
import { ActorScript, settle } from '../../../machines/support/scripted-actors';
import { coveringCases } from '../../support/covering-paths';
import {
  itReplaysEachPath,
  pathTitle,
  replayOnScreen,
  screenModel,
  stateName,
  stubScrollToEachTest,
  type ActorProbe,
  type ModelPath,
} from '../../support/screen-model';
import { user } from '../../support/signed-in-page';
import { scriptNextActor } from './scripted-page-actor';
import { renderTemplatePage, type PrintWindow } from './template-page-screen';
import { expectsOnPage, type DocumentSnapshot, type PageView } from './template-page-sees';

vi.mock('@xstate/react', async (importOriginal) => {
  const { withScriptedActors } = await import('./scripted-page-actor');
  return withScriptedActors(await importOriginal<typeof XStateReact>());
});
// The samples' pages start from the samples' defaults ("today" is the samples' too, below) …
vi.mock('../../../../src/domain/documents/s65-defaults', async (importOriginal) => {
  const { S65_DEFAULTS } = await import('../../../../machines/template-document.samples');
  return { ...(await importOriginal<typeof S65DefaultsModule>()), s65Defaults: () => S65_DEFAULTS };
});
vi.mock('../../../../src/domain/documents/otp-defaults', async (importOriginal) => {
  const { OTP_DEFAULTS } = await import('../../../../machines/template-document.samples');
  return { ...(await importOriginal<typeof OtpDefaultsModule>()), otpDefaults: () => OTP_DEFAULTS };
});
// … and from the samples' saved documents, whose summaries list only the fields they fill: the page reads every
// column of the stored row (null when empty), which the machine and the form take alike, so the nulls are left out.
vi.mock('../../../../src/app/screens/documents/page/saved-template', async (importOriginal) => {
  const actual = await importOriginal<typeof SavedTemplateModule>();
  return {
    ...actual,
    latestSavedTemplate: (...args: Parameters<typeof actual.latestSavedTemplate>) => {
      const saved = actual.latestSavedTemplate(...args);
      return saved && { ...saved, summary: Object.fromEntries(Object.entries(saved.summary).filter(([, value]) => value !== null)) };
    },
  };
});

/**
 * The template-document model of tests/machines/template-document.test.ts, replayed on the OTP and S.65 pages
 * (OtpPage, S65Page) for its three sample inputs: a new S.65, a saved OTP, a saved S.65 with the seller's signed
 * copy. The template selector, the action icons, Save / Update / Cancel, the alerts' OK and the send modal's Cancel
 * are pressed; the OTP's SUMMARY dates are typed (a wrong one, 31-Feb-2026, reports itself); the seller's copy is
 * deleted on the S.65 SUMMARY tab, so the page's reload tells the machine; the page's calls (save, update, print,
 * DSS sign) are held until the path settles them with its sample results. After every step the test checks what
 * the user sees (./template-page-sees.ts).
 *
 * What the pages have no control for is sent to the page's actor, and the title says so: the selector has no way
 * back to its placeholder; the S.65 page has no amounts or SUMMARY dates; the saved OTP already holds the amounts
 * the model's change sets (typing them again passes through other values, which the machine counts as an edit);
 * a date cannot be typed while the error alert covers the form. On the OTP page, where no S.65 copy can be
 * deleted, the model's new copies are the property loaded again. An OTP date typed wrong and then left by Cancel
 * is out of reach: the field goes, and as it goes it reports itself valid again (field-validity.tsx), which the
 * model does not; the shortest such path checks that instead.
 */

const { entry, models, coverage } = screenModel('template-document');
const TODAY = new Date(`${SAMPLE_TODAY}T09:00:00+08:00`);

/** Why the page's actor is sent the model's event directly, or null when a control sends it. */
function viaActor(module: TemplateDocumentInput['module'], event: AnyEventObject, before: DocumentSnapshot | undefined): string | null {
  const documentEvent = event as TemplateDocumentEvent;
  if (documentEvent.type === 'template.select' && documentEvent.templateType === null) return 'no way back to the placeholder';
  if (documentEvent.type === 'document.change' && (module === 's65' || documentEvent !== FUTURE_SIGNED_CHANGE)) {
    return module === 's65' ? 'no such field on the S.65' : 'the same amounts again';
  }
  if (documentEvent.type === 'field.validity' && module === 's65') return 'no such field on the S.65';
  if (documentEvent.type === 'field.validity' && before?.hasTag('problems')) return 'the alert covers the field';
  return null;
}

/** The OTP step that leaves the form while a date typed wrong is reported (out of reach, see above), or -1. */
function outOfReachAt(input: TemplateDocumentInput, path: ModelPath): number {
  if (input.module !== 'otp') return -1;
  return path.steps.findIndex((step, index) => {
    const before = path.steps[index - 1]?.state as DocumentSnapshot | undefined;
    return before?.hasTag('editing') === true && !step.state.hasTag('editing') && before.context.invalidFields.length > 0;
  });
}

const person = () => user();
const button = (name: string) => screen.getByRole('button', { name });
const alertButton = (name: string) => within(screen.getByRole('alertdialog')).getByRole('button', { name });

async function showTab(view: PageView, tab: 'EDIT AND PRINT' | 'SUMMARY') {
  if (view.tab !== tab) await person().click(screen.getByRole('tab', { name: tab }));
  view.tab = tab;
}

/** A SUMMARY date typed as the user types it, taken with Enter (the field reads it then, or on leaving it). */
async function typeDate(view: PageView, label: string, text: string) {
  await showTab(view, 'SUMMARY');
  const field = screen.getByRole('textbox', { name: label });
  await person().clear(field);
  await person().type(field, `${text}{Enter}`);
}

async function settleCall(event: AnyEventObject, view: PageView, script: ActorScript, actorId: string) {
  await act(async () => {
    if (event.type.startsWith('xstate.done.')) script.resolve(actorId, event.output);
    else script.reject(actorId, event.error);
    await settle();
  });
  if (!event.type.startsWith('xstate.done.')) return;
  // What a call that succeeded leaves behind: the toast, or the printed PDF in the window the press opened.
  if (actorId === 'printDocument') expect(view.printWindow.location.href).toBe((event.output as { pdfURL: string }).pdfURL);
  if (actorId === 'createDocument' || actorId === 'updateDocument') expect(await screen.findByText(messages.documentSaved)).toBeInTheDocument();
  if (actorId === 'signDocument' && Array.isArray(event.output) && event.output.length > 0) {
    expect(await screen.findByText(messages.dssTriggered)).toBeInTheDocument();
  }
  act(() => toastQueue.clear());
}

async function replayStep(event: AnyEventObject, view: PageView, script: ActorScript, probe: ActorProbe, before: DocumentSnapshot) {
  view.before = before;
  const actorId = /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(event.type)?.[1];
  if (actorId) return settleCall(event, view, script, actorId);
  if (viaActor(view.module, event, before)) {
    return act(async () => {
      probe.actor.send(event);
      await settle();
    });
  }
  const documentEvent = event as TemplateDocumentEvent;
  switch (documentEvent.type) {
    case 'template.select':
      await person().click(screen.getByRole('button', { name: /Template/ }));
      return person().click(await screen.findByRole('option', { name: TEMPLATE_CHOICES[view.module].options[0]?.label }));
    case 'document.edit':
      return person().click(button('Edit'));
    case 'document.change':
      return typeDate(view, 'OTP Signed On', toDisplayDate(documentEvent.summary?.signedOn ?? ''));
    case 'field.validity':
      // Typed wrong, or typed again as saved: the field reports either.
      return typeDate(
        view,
        'Expiry Date',
        documentEvent === EXPIRY_INVALID ? '31-Feb-2026' : toDisplayDate(before.context.draft.summary.expiry ?? ''),
      );
    case 'document.save':
      return person().click(button(before.matches('new') ? 'Save' : 'Update'));
    case 'document.cancel':
      return person().click(button('Cancel'));
    case 'document.print':
      Object.assign(view.printWindow, { location: { href: '' }, closed: false } satisfies Partial<PrintWindow>);
      return person().click(button('Print'));
    case 'document.send':
      return person().click(button('Send by mail'));
    case 'document.sign':
      return person().click(button('DSS Sign'));
    case 'send.close':
      return person().click(within(screen.getByRole('dialog', { name: DOCUMENT_TITLES[view.module] })).getByRole('button', { name: 'Cancel' }));
    case 'copies.changed':
      if (view.module === 's65') return deleteSellerCopy(view, probe);
      // The OTP page has no S.65 copy to delete: its property is loaded again, which tells the machine the same.
      return view.reloadProperty();
    case 'alert.dismiss':
      await person().click(alertButton('OK'));
      if (before.hasTag('problems') && before.context.invalidFields.length > 0 && view.module === 'otp') {
        // Back to the field the alert named.
        await waitFor(() => expect(screen.getByRole('textbox', { name: before.context.invalidFields[0]?.label })).toHaveFocus());
      }
      return;
  }
}

/** The seller's lawyer's copy deleted on the SUMMARY tab: the page reloads the property and tells the machine. */
async function deleteSellerCopy(view: PageView, probe: ActorProbe) {
  await showTab(view, 'SUMMARY');
  await person().click(button("Delete Seller's Lawyer signed copy"));
  await person().click(alertButton('Delete'));
  expect(await screen.findByText(messages.successfullyDeleted)).toBeInTheDocument();
  act(() => toastQueue.clear());
  await waitFor(() => expect((probe.actor.getSnapshot() as DocumentSnapshot).context.s65Copies).toEqual([]));
}

function stepLabel(module: TemplateDocumentInput['module'], event: AnyEventObject, before: DocumentSnapshot | undefined): string {
  const label = (() => {
    const documentEvent = event as TemplateDocumentEvent;
    switch (documentEvent.type) {
      case 'template.select':
        return documentEvent.templateType ? 'choose Template 1' : 'choose no template';
      case 'document.change':
        return documentEvent === FUTURE_SIGNED_CHANGE ? 'type a signed-on date after today' : 'fill in the option money';
      case 'field.validity':
        return documentEvent === EXPIRY_INVALID ? 'type 31-Feb-2026 as the expiry' : 'correct the expiry';
      case 'copies.changed':
        return module === 's65' ? "delete the seller's copy" : 'the property reloads';
      case 'send.close':
        return 'close the send modal';
      case 'alert.dismiss':
        return 'press OK';
    }
    if (event.type.startsWith('xstate.done.actor.')) return `${event.type.replace('xstate.done.actor.', '')} answers`;
    if (event.type.startsWith('xstate.error.actor.')) return `${event.type.replace('xstate.error.actor.', '')} fails`;
    return `press ${event.type.replace('document.', '')}`;
  })();
  const reason = viaActor(module, event, before);
  return reason ? `${label} (${reason}: sent to the actor)` : label;
}

const inputName = (input: TemplateDocumentInput) => `${input.module === 'otp' ? 'OTP' : 'S.65'} ${input.saved ? 'saved' : 'new'}`;
/** pathTitle with the state each step is taken from, which says whether an alert covers the field. */
function title(input: TemplateDocumentInput, path: ModelPath): string {
  const before = path.steps.flatMap((step, index) => (step.event.type === 'xstate.init' ? [] : [path.steps[index - 1]?.state as DocumentSnapshot]));
  let next = 0;
  return `${inputName(input)}: ${pathTitle(path, (event) => stepLabel(input.module, event, before[next++]))}`;
}

afterEach(() => {
  vi.useRealTimers();
});

async function renderPage(input: TemplateDocumentInput) {
  vi.useFakeTimers({ toFake: ['Date'], now: TODAY, shouldAdvanceTime: true });
  const script = new ActorScript();
  const probe = coverage.probe();
  const release = scriptNextActor('templateDocument', { actors: script.actorsFor(entry.machine), inspect: probe.inspect });
  const shown = await renderTemplatePage(input);
  const view: PageView = {
    module: input.module,
    tab: 'EDIT AND PRINT',
    printWindow: shown.printWindow,
    reloadProperty: shown.reloadProperty,
    before: null,
  };
  return { script, probe, view, done: () => (release(), shown.cleanup()) };
}

async function replayPath(input: TemplateDocumentInput, path: ModelPath) {
  const { script, probe, view, done } = await renderPage(input);
  try {
    await replayOnScreen({
      path,
      probe,
      coverage,
      router: view,
      userSees: expectsOnPage,
      replayStep: (event, current: () => DocumentSnapshot) => replayStep(event, view, script, probe, current()),
      flowName: 'template-document',
    });
  } finally {
    done();
  }
}

const all = models.flatMap(({ input, paths }) => paths.map((path) => ({ input: input as TemplateDocumentInput, path })));
// The covering set of the model's paths (tests/screens/support/covering-paths.ts) over both pages.
const sampled = coveringCases(
  entry,
  all.filter(({ input, path }) => outOfReachAt(input, path) < 0),
  ({ path }) => path,
);
const cases = sampled.map(({ input, path }) => [title(input, path), input, path] as const);
// The shortest of the paths out of reach, up to the step the page answers differently.
const [outOfReach] = all.filter(({ input, path }) => outOfReachAt(input, path) >= 0).sort((a, b) => a.path.steps.length - b.path.steps.length);

describe('OTP and S.65 pages, driven by the template-document model', () => {
  stubScrollToEachTest();

  itReplaysEachPath({
    cases,
    replay: replayPath,
    coverage,
    coverageTitle: 'the paths replayed on the pages reach every state and transition of the template-document machine',
  });

  if (outOfReach) {
    const { input, path } = outOfReach;
    const at = outOfReachAt(input, path);
    const upTo = { ...path, steps: path.steps.slice(0, at + 1), state: path.steps[at]?.state ?? path.state };
    it(`${title(input, upTo)}: out of reach, the date field reports itself valid as it goes`, async () => {
      const { script, probe, view, done } = await renderPage(input);
      try {
        for (const [index, step] of path.steps.slice(0, at + 1).entries()) {
          if (index > 0) await replayStep(step.event, view, script, probe, path.steps[index - 1]?.state as DocumentSnapshot);
          if (index < at) probe.expectAt(step.state);
        }
        const reached = probe.actor.getSnapshot() as DocumentSnapshot;
        expect(stateName(reached)).toBe(stateName(path.steps[at]?.state as DocumentSnapshot));
        expect(reached.context.invalidFields).toEqual([]);
        expect((path.steps[at]?.state as DocumentSnapshot).context.invalidFields).not.toEqual([]);
        // And the page shows that state as its own actor has it.
        await expectsOnPage[stateName(reached)]?.(view, reached);
      } finally {
        done();
      }
    });
  }
});
