import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect } from 'vitest';
import type { AnyEventObject, SnapshotFrom } from 'xstate';
import type { LogoFile, UploadLogoEvent, uploadLogoMachine, UploadLogoReply } from '../../../machines/upload-logo.machine';
import { UploadLogoPage } from '../../../src/app/screens/account/UploadLogoPage';
import { messages } from '../../../src/domain/messages';
import { settle } from '../../machines/support/scripted-actors';
import { coveringCases } from '../support/covering-paths';
import {
  itReplaysEachPath,
  pathTitle,
  replayEach,
  singleInputScreenModel,
  stateName,
  stubScrollToEachTest,
  type ActorProbe,
  type ModelPath,
} from '../support/screen-model';
import { clearToasts, expectAlert, renderAccountScreen, user } from './account-screen';
import { stubLogoServer } from './logo-server';
import { UploadScript } from './upload-logo-script';

/**
 * The upload-logo model of tests/machines/upload-logo.test.ts, replayed on UploadLogoPage. Choosing a file is the
 * page's file input (a real File with the model's name and size: the system dialog may show every file, so a
 * .pdf can be chosen), Upload, Cancel and the alert's OK are the buttons; POST /upload-logo is scripted
 * (UploadScript), so its progress and its answer arrive when the path says. After every step the test checks
 * what the user sees: the chosen file's name, the progress bar, the alert, the toasts.
 *
 * The model's files are plain { name, size } (all its checks read); the page's machine holds the File the user
 * chose. So before the machine is compared with the model (`expectAtModel`), a chosen file must have the model's
 * name and size, and it then stands for the model's.
 */

type LogoSnapshot = SnapshotFrom<typeof uploadLogoMachine>;
type Choose = Extract<UploadLogoEvent, { type: 'logo.choose' }>;

const { entry, model, coverage } = singleInputScreenModel('upload-logo');
const PATH = '/password-management/upload-logo';

const MIME: Readonly<Record<string, string>> = { png: 'image/png', jpg: 'image/jpeg', pdf: 'application/pdf' };

/** The file the user picks for the model's { name, size }: that many bytes, the type its extension says. */
function fileLike({ name, size }: LogoFile): File {
  return new File([new Uint8Array(size)], name, { type: MIME[name.split('.').at(-1) ?? ''] ?? '' });
}

const page = () => within(screen.getByRole('region', { name: 'Logo Management' }));
const button = (name: 'Choose File' | 'Upload' | 'Cancel') => page().getByRole('button', { name });
const fileInput = () => {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('The page has no file input.');
  return input;
};

/** The picker, the chosen file's name and the buttons; while uploading only the progress bar moves. */
function expectPicker(expected: LogoSnapshot) {
  const { file, progress } = expected.context;
  expect(screen.getByRole('heading', { level: 1, name: 'Logo Management' })).toBeInTheDocument();
  expect(page().getByText(file ? file.name : messages.noFileChosen)).toBeInTheDocument();
  expect(page().getByText(messages.logoSizeHint)).toBeInTheDocument();
  const uploading = expected.hasTag('busy');
  for (const name of ['Choose File', 'Upload', 'Cancel'] as const) expect(button(name)).toHaveProperty('disabled', uploading);
  const bar = page().queryByRole('progressbar', { name: messages.uploading });
  if (uploading) expect(bar).toHaveAttribute('aria-valuenow', String(Math.round(progress * 100)));
  else expect(bar).not.toBeInTheDocument();
}

/** The page's one prompt is not open (the toasts are alert dialogs too, so expectNoAlert would count them). */
function expectNoAlert() {
  expect(screen.queryByRole('alertdialog', { name: messages.fileNotSelected })).not.toBeInTheDocument();
}

/** What the user sees in each state of the upload-logo machine. */
const userSees: Record<string, (expected: LogoSnapshot) => void | Promise<void>> = {
  'picking.empty': (expected) => {
    expectPicker(expected);
    expectNoAlert();
  },
  'picking.chosen': (expected) => {
    expectPicker(expected);
    expectNoAlert();
  },
  // The toast says so, and the picker is empty for another logo.
  'picking.uploaded': async (expected) => {
    expectPicker(expected);
    expectNoAlert();
    expect(await screen.findByText(messages.logoUploaded)).toBeInTheDocument();
  },
  // 'Upload Failed' with the reason; the file is still chosen, so Upload tries again.
  'picking.failed': async (expected) => {
    expectPicker(expected);
    expectNoAlert();
    expect(await screen.findByText(messages.uploadFailed)).toBeInTheDocument();
    expect(screen.getByText(messages.networkError)).toBeInTheDocument();
  },
  // The alert is modal: the page behind it is hidden from the accessibility tree, its file emptied.
  rejected: (expected) => {
    expectAlert(expected.context.alert);
    expect(screen.getByRole('region', { name: 'Logo Management', hidden: true })).toHaveTextContent(messages.noFileChosen);
  },
  uploading: (expected) => {
    expectPicker(expected);
    expectNoAlert();
  },
};

/**
 * The screen's machine is where the model is. A chosen file is compared by what the model knows of it, its name
 * and size; then the File stands in for the model's description.
 */
function expectAtModel(probe: ActorProbe, expected: LogoSnapshot) {
  const shown = (probe.actor.getSnapshot() as LogoSnapshot).context.file;
  const described = expected.context.file;
  if (described && shown) expect({ name: shown.name, size: shown.size }, 'the chosen file').toEqual(described);
  probe.expectAt(described && shown ? ({ ...expected, context: { ...expected.context, file: shown } } as LogoSnapshot) : expected);
}

async function replayStep(event: AnyEventObject, upload: UploadScript): Promise<void> {
  const settled = (effect: () => void) =>
    act(async () => {
      effect();
      await settle();
    });
  const logoEvent = event as UploadLogoEvent;
  switch (logoEvent.type) {
    case 'logo.choose':
      return user({ applyAccept: false }).upload(fileInput(), fileLike(logoEvent.file));
    case 'logo.upload':
      return user().click(button('Upload'));
    case 'logo.cancel':
      return user().click(button('Cancel'));
    case 'logo.dismiss':
      return user().click(within(screen.getByRole('alertdialog', { name: messages.fileNotSelected })).getByRole('button', { name: 'OK' }));
    case 'logo.progress':
      return settled(() => upload.progress(logoEvent.fraction));
  }
  if (event.type === 'xstate.done.actor.uploadLogo') return settled(() => upload.answer(event.output as UploadLogoReply));
  if (event.type === 'xstate.error.actor.uploadLogo') return settled(() => upload.fail(String(event.error)));
  throw new Error(`No user action replays "${event.type}" on the upload-logo page.`);
}

async function replayPath(path: ModelPath) {
  const upload = new UploadScript();
  const probe = coverage.probe();
  renderAccountScreen({ path: PATH, page: () => <UploadLogoPage />, overrides: { uploadLogo: upload.logic, inspect: probe.inspect } });
  await screen.findByRole('heading', { level: 1, name: 'Logo Management' });
  await path.test({
    events: replayEach(path, (event) => replayStep(event, upload)),
    states: {
      '*': async (expected) => {
        expectAtModel(probe, expected as LogoSnapshot);
        const assertion = userSees[stateName(expected)];
        if (!assertion) throw new Error(`No screen assertion for upload-logo state "${stateName(expected)}".`);
        await assertion(expected as LogoSnapshot);
      },
    },
  });
  coverage.pathDone();
}

function stepLabel(event: AnyEventObject): string {
  switch (event.type) {
    case 'logo.choose':
      return `choose ${(event as Choose).file.name}`;
    case 'logo.upload':
      return 'press Upload';
    case 'logo.cancel':
      return 'press Cancel';
    case 'logo.dismiss':
      return 'press OK';
    case 'logo.progress':
      return `upload at ${(event as Extract<UploadLogoEvent, { type: 'logo.progress' }>).fraction * 100}%`;
    case 'xstate.done.actor.uploadLogo':
      return 'upload stored';
    case 'xstate.error.actor.uploadLogo':
      return 'upload fails';
    default:
      return event.type;
  }
}

// The covering set of the model's paths (tests/screens/support/covering-paths.ts).
const cases = coveringCases(
  entry,
  model.paths.map((path) => [pathTitle(path, stepLabel), path] as const),
  ([, path]) => path,
);

describe('upload-logo page, driven by the upload-logo model', () => {
  stubScrollToEachTest();

  let server: ReturnType<typeof stubLogoServer>;
  beforeEach(() => {
    server = stubLogoServer();
  });

  afterEach(() => {
    server.restore();
    clearToasts();
  });

  itReplaysEachPath({
    cases,
    replay: replayPath,
    coverage,
    coverageTitle: 'the paths replayed on the page reach every state and transition of the machine',
  });
});
