import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { declaredStateNodes } from '../../machines/definition';
import { machineRegistry } from '../../machines/index';
import type { RegisteredMachine } from '../../machines/registry';
import { MachineDiagram, MachinePaths, MachinesPage } from '../../src/app/screens/machines';

function entryById(id: string): RegisteredMachine {
  const entry = machineRegistry.find((candidate) => candidate.id === id);
  if (!entry) throw new Error(`No machine "${id}" in machineRegistry`);
  return entry;
}

/** One registered machine: its diagram and the model-test paths, as on the machines page. */
function MachineStory({ id }: { id: string }) {
  const entry = entryById(id);
  return (
    <div className="machines-page">
      <h2>{entry.title}</h2>
      <p>{entry.description}</p>
      <MachineDiagram machine={entry.machine} title={entry.title} />
      <MachinePaths machine={entry.machine} events={entry.events} inputs={entry.inputs} allows={entry.allows} />
    </div>
  );
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

async function expectEveryStateDrawn(canvasElement: HTMLElement, entry: RegisteredMachine) {
  const canvas = within(canvasElement);
  // ELK lays out asynchronously; the SVG replaces 'Laying out…' when it is done.
  const diagram = await canvas.findByRole('img', { name: new RegExp(`^${escapeRegExp(entry.title)} state diagram`) }, { timeout: 10_000 });
  for (const node of declaredStateNodes(entry.machine)) {
    await expect(within(diagram).getAllByText(node.key, { selector: 'text' }).length).toBeGreaterThan(0);
  }
}

const meta = {
  title: 'Machines/Diagrams',
  component: MachineStory,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof MachineStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One story per registry entry; a machine added to the registry also appears in `AllMachines`. */
function machineStory(id: string): Story {
  return {
    name: entryById(id).title,
    args: { id },
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

export const AllMachines: Story = {
  args: { id: 'login' },
  render: () => <MachinesPage />,
  play: async ({ canvasElement }) => {
    for (const entry of machineRegistry) await expectEveryStateDrawn(canvasElement, entry);
  },
};
