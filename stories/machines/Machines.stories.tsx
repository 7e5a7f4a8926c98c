import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { declaredStateNodes } from '../../machines/definition';
import { machineRegistry } from '../../machines/index';
import type { RegisteredMachine } from '../../machines/registry';
import { MachinePage } from '../../src/app/screens/machines';
import { standaloneSvg } from '../../src/app/screens/machines/diagram-export';
import { machinesPageMessages as words } from '../../src/domain/messages/machines-page';
import { withQueryClient } from '../support/with-query-client';
import { withRouter } from '../support/with-router';

function entryById(id: string): RegisteredMachine {
  const entry = machineRegistry.find((candidate) => candidate.id === id);
  if (!entry) throw new Error(`No machine "${id}" in machineRegistry`);
  return entry;
}

/** One registered machine's page (/machines/<id>): its diagram in its view, and the model-test paths to step through. */
function MachineStory({ id }: { id: string }) {
  return <MachinePage entry={entryById(id)} />;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** ELK lays out in a worker; on a busy machine a large diagram takes a few seconds. */
const SLOW = { timeout: 15_000 };

async function drawnDiagram(canvasElement: HTMLElement, entry: RegisteredMachine) {
  return within(canvasElement).findByRole('img', { name: new RegExp(`^${escapeRegExp(entry.title)} state diagram`) }, SLOW);
}

async function expectEveryStateDrawn(canvasElement: HTMLElement, entry: RegisteredMachine) {
  const diagram = await drawnDiagram(canvasElement, entry);
  for (const node of declaredStateNodes(entry.machine)) {
    await expect(within(diagram).getAllByText(node.key, { selector: 'text' }).length).toBeGreaterThan(0);
  }
}

const meta = {
  title: 'Machines/Diagrams',
  component: MachineStory,
  parameters: { layout: 'padded' },
  decorators: [withQueryClient, withRouter('/machines/login')],
} satisfies Meta<typeof MachineStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One story per registry entry: the machine's page, every state drawn. */
function machineStory(id: string): Story {
  return {
    name: entryById(id).title,
    args: { id },
    // Played in the story tests: only here is every machine drawn, by ELK in its web worker (jsdom takes the
    // bundled build on the page's thread, for the login machine alone).
    tags: ['browser'],
    play: async ({ canvasElement }) => expectEveryStateDrawn(canvasElement, entryById(id)),
  };
}

export const Login = machineStory('login');
export const Session = machineStory('session');
export const Disclaimer = machineStory('disclaimer');
export const ChangePassword = machineStory('change-password');
export const ForgotPassword = machineStory('forgot-password');
export const ResetPassword = machineStory('reset-password');
export const SecurityQuestions = machineStory('security-questions');
export const SetUen = machineStory('set-uen');
export const UploadLogo = machineStory('upload-logo');
export const CaseLifecycle = machineStory('case-lifecycle');
export const StageConfirmation = machineStory('stage-confirmation');
export const PropertyForm = machineStory('property-form');
export const ClientForm = machineStory('client-form');
export const StakeholderAssignment = machineStory('stakeholder-assignment');
export const TemplateDocument = machineStory('template-document');
export const DocumentSend = machineStory('document-send');
export const SignedUpload = machineStory('signed-upload');
export const S65Signing = machineStory('s65-signing');
export const Requisition = machineStory('requisition');
export const DraftCart = machineStory('draft-cart');
export const RequisitionStatus = machineStory('requisition-status');
export const DocumentSelection = machineStory('document-selection');
export const UploadBatch = machineStory('upload-batch');
export const DocumentMail = machineStory('document-mail');
export const BillingPrint = machineStory('billing-print');
export const ParcelLandRequest = machineStory('parcel-land-request');
export const SoaRequest = machineStory('soa-request');
export const OtherServiceReply = machineStory('other-service-reply');
export const ChecklistType = machineStory('checklist-type');
export const StampDutyCalculator = machineStory('stamp-duty-calculator');
export const DeleteRecord = machineStory('delete-record');
export const CasePresence = machineStory('case-presence');

/** The diagram fits the view's width at first; Zoom in and Fit to width change and restore its scale. */
export const ZoomAndFit: Story = {
  // Played in the story tests: zoom and fit are measured (real layout).
  tags: ['browser'],
  args: { id: 'requisition' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await drawnDiagram(canvasElement, entryById('requisition'));
    const frame = canvas.getByRole('region', { name: words.viewportLabel('Legal requisition') });
    await expect(frame).toHaveAttribute('tabindex', '0');
    const svg = frame.querySelector('svg');
    const fitted = () => (svg?.getBoundingClientRect().width ?? 0) / frame.getBoundingClientRect().width;
    // Fitted: the whole diagram inside the frame, as wide as it can be.
    await waitFor(() => expect(fitted()).toBeLessThanOrEqual(1.01));
    const before = svg?.getBoundingClientRect().width ?? 0;
    await userEvent.click(canvas.getByRole('button', { name: words.zoomIn }));
    await waitFor(() => expect(svg?.getBoundingClientRect().width ?? 0).toBeGreaterThan(before * 1.1));
    await userEvent.click(canvas.getByRole('button', { name: words.fitToWidth }));
    await waitFor(() => expect(Math.abs((svg?.getBoundingClientRect().width ?? 0) - before)).toBeLessThan(2));
  },
};

/** A model-test path stepped through: each step names its event and payload and moves the current state on the diagram. */
export const SteppingAPath: Story = {
  args: { id: 'login' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await drawnDiagram(canvasElement, entryById('login'));
    await userEvent.click(canvas.getByRole('button', { name: words.stepThrough(2) }));
    const stepper = within(canvas.getByRole('region', { name: words.stepperHeading(2) }));
    await expect(stepper.getByText(words.stepStart)).toBeVisible();
    await userEvent.click(stepper.getByRole('button', { name: words.stepNext }));
    await expect(stepper.getByText(/^Step 1 of \d+$/)).toBeVisible();
    const diagram = await drawnDiagram(canvasElement, entryById('login'));
    await waitFor(() => expect(diagram.getAttribute('aria-label')).toMatch(/current state: /));
    await expect(diagram.querySelectorAll('.machine-diagram__edge--path').length).toBeGreaterThan(0);
    await userEvent.click(stepper.getByRole('button', { name: words.stepStop }));
    await expect(canvas.queryByRole('region', { name: words.stepperHeading(2) })).not.toBeInTheDocument();
  },
};

/** The exported SVG stands alone: the page's colours and fonts are written onto its shapes. */
export const ExportedSvg: Story = {
  // Played in the story tests: the exported SVG carries the page's computed styles (a real stylesheet).
  tags: ['browser'],
  args: { id: 'disclaimer' },
  play: async ({ canvasElement }) => {
    const diagram = await drawnDiagram(canvasElement, entryById('disclaimer'));
    if (!(diagram instanceof SVGSVGElement)) throw new Error('the diagram is not an SVG');
    const file = standaloneSvg(diagram);
    await expect(file).toMatch(/^<\?xml version="1.0"/);
    await expect(file).toContain('xmlns="http://www.w3.org/2000/svg"');
    await expect(file).toMatch(/style="[^"]*fill:rgb/);
    await expect(file).not.toContain('class=');
    await expect(within(canvasElement).getByRole('button', { name: words.exportSvg })).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: words.exportJson })).toBeVisible();
  },
};
