import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PropertyChecklistPage } from '../../src/app/screens/checklist/PropertyChecklistPage';
import { messages } from '../../src/domain/messages';
import { SignedIn } from '../account/signed-in';
import { apiCalls, storeDemoLogin } from '../support/mock-api';
import { page } from '../support/page';
import { withQueryClient } from '../support/with-query-client';
import { withRouter } from '../support/with-router';
import { checklistProperty, checklistRoutes, checklistUrlRequests, serveChecklist, untypedChecklistProperty } from './checklist-api';

interface CaseArgs {
  direct: boolean;
}

/** /property-checklist/101/{direct} in the signed-in shell. */
function CaseChecklist({ direct }: CaseArgs) {
  return (
    <SignedIn>
      <PropertyChecklistPage id={101} direct={direct} />
    </SignedIn>
  );
}

const meta = {
  title: 'Checklist/PropertyChecklistPage',
  component: CaseChecklist,
  args: { direct: true },
  decorators: [withQueryClient, withRouter('/property-checklist/101/true')],
} satisfies Meta<typeof CaseChecklist>;
export default meta;
type Story = StoryObj<typeof meta>;

const serve = (transactionTypeName: string) => () => {
  storeDemoLogin('lawyer1');
  return serveChecklist(checklistRoutes({ property: checklistProperty(transactionTypeName) }));
};

/** The page once the case has loaded: titled as the seed has it, headed by control number and type. */
async function loaded(canvasElement: HTMLElement) {
  const region = () => within(canvasElement).getByRole('region', { name: 'Checklist & Templates' });
  await waitFor(() => expect(region()).not.toHaveAttribute('aria-busy'), { timeout: 3000 });
  return within(region());
}

/** A Sale opened from the case (direct): its checklist id is ensured, the frame asks for the editable address. */
export const Editable: Story = {
  beforeEach: serve('Sale'),
  play: async ({ canvasElement }) => {
    const view = await loaded(canvasElement);
    await expect(view.getByText('PCN-2026-000101 (Sale)')).toBeVisible();
    const frame = await view.findByTitle('Checklist for PCN-2026-000101');
    await expect(frame.getAttribute('src')).toContain('token=');
    await expect(frame.getAttribute('sandbox')).toContain('allow-downloads');
    await expect(apiCalls('POST /ensure-checklist').at(-1)?.body).toEqual({ loginId: 'lawyer1', propertyId: 101 });
    await expect(checklistUrlRequests().at(-1)).toMatch(/\/get-checklist-url\/LA-000101\?direct=true$/);
    await expect(view.queryByText(messages.checklistReadOnly)).not.toBeInTheDocument();
  },
};

/** Not direct: the read-only note, and the address asked without direct. */
export const ReadOnly: Story = {
  args: { direct: false },
  beforeEach: serve('Purchase (HDB)'),
  play: async ({ canvasElement }) => {
    const view = await loaded(canvasElement);
    await expect(view.getByText('PCN-2026-000101 (Purchase (HDB))')).toBeVisible();
    await view.findByTitle('Checklist for PCN-2026-000101');
    await expect(view.getByText(messages.checklistReadOnly)).toBeVisible();
    await expect(checklistUrlRequests().at(-1)).toMatch(/\/get-checklist-url\/LA-000101$/);
  },
};

/** A locked case opened from the case (direct): the locked note, and the frame asked read-only. */
export const Locked: Story = {
  beforeEach: () => {
    storeDemoLogin('lawyer1');
    return serveChecklist(checklistRoutes({ property: { ...checklistProperty('Purchase'), locked: true } }));
  },
  play: async ({ canvasElement }) => {
    const view = await loaded(canvasElement);
    await view.findByTitle('Checklist for PCN-2026-000101');
    await expect(view.getByText(messages.checklistLocked)).toBeVisible();
    await expect(view.queryByText(messages.checklistReadOnly)).not.toBeInTheDocument();
    await expect(checklistUrlRequests().at(-1)).toMatch(/\/get-checklist-url\/LA-000101$/);
  },
};

/** A case without a checklist yet: ensure-checklist gives it one, and the case is asked again so it shows the id. */
export const FirstChecklist: Story = {
  beforeEach: () => {
    storeDemoLogin('lawyer1');
    return serveChecklist(checklistRoutes({ property: checklistProperty('Sale', null) }));
  },
  play: async ({ canvasElement }) => {
    const view = await loaded(canvasElement);
    await view.findByTitle('Checklist for PCN-2026-000101');
    await waitFor(() => expect(apiCalls('GET /get-property/{id}').length).toBeGreaterThanOrEqual(2));
    await expect(apiCalls('POST /ensure-checklist')).toHaveLength(1);
    await expect(checklistUrlRequests().filter((address) => address.includes('/get-checklist-url/LA-000101'))).toHaveLength(1);
  },
};

/** Picks a transaction type in the prompt's select (its options sit in a popover, outside the canvas). */
async function chooseType(canvasElement: HTMLElement, view: Awaited<ReturnType<typeof loaded>>, name: string) {
  const trigger = view.getByRole('button', { name: /Transaction Type$/ });
  await waitFor(() => expect(trigger).toHaveTextContent('Select a transaction type'), { timeout: 3000 });
  await userEvent.click(trigger);
  await userEvent.click(await page(canvasElement).findByRole('option', { name }));
}

/** No transaction type, opened from the case: the prompt with the Transaction Type and the Completion Date; Save waits for a type. */
export const MissingType: Story = {
  beforeEach: () => {
    storeDemoLogin('lawyer1');
    return serveChecklist(checklistRoutes({ property: untypedChecklistProperty() }));
  },
  play: async ({ canvasElement }) => {
    const view = await loaded(canvasElement);
    await expect(view.getByText(messages.checklistTransactionTypeMissing)).toBeVisible();
    await expect(view.getByRole('textbox', { name: 'Completion Date' })).toBeVisible();
    await expect(view.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(view.queryByTitle('Checklist for PCN-2026-000101')).not.toBeInTheDocument();
    await expect(apiCalls('POST /ensure-checklist')).toHaveLength(0);
  },
};

/** The case has an MCST number but no MCST detail ticked: the seed's message and the way to the details page; nothing sent. */
export const MissingTypeProblem: Story = {
  beforeEach: () => {
    storeDemoLogin('lawyer1');
    return serveChecklist(checklistRoutes({ property: untypedChecklistProperty({ mcstDetails: [] }) }));
  },
  play: async ({ canvasElement }) => {
    const view = await loaded(canvasElement);
    await chooseType(canvasElement, view, 'Sale');
    await userEvent.click(view.getByRole('button', { name: 'Save' }));
    const alert = await view.findByRole('alert');
    await expect(alert).toHaveTextContent(messages.mcstDetailsNotSelected);
    await expect(within(alert).getByRole('link', { name: 'Correct this on the Property Details' })).toBeVisible();
    await expect(apiCalls('POST /update-property')).toHaveLength(0);
  },
};

/** A type picked and saved on the page: the heading shows it and the case's checklist opens. */
export const MissingTypeSaved: Story = {
  beforeEach: () => {
    storeDemoLogin('lawyer1');
    return serveChecklist(checklistRoutes({ property: untypedChecklistProperty() }));
  },
  play: async ({ canvasElement }) => {
    const view = await loaded(canvasElement);
    await chooseType(canvasElement, view, 'Sale');
    await userEvent.click(view.getByRole('button', { name: 'Save' }));
    await expect(await view.findByText('PCN-2026-000101 (Sale)', {}, { timeout: 3000 })).toBeVisible();
    await view.findByTitle('Checklist for PCN-2026-000101', {}, { timeout: 3000 });
    await expect(apiCalls('POST /update-property').at(-1)?.body).toMatchObject({ id: 101, transactionTypeName: 'Sale', clientFlag: 'S' });
  },
};

/** No transaction type, opened read-only: the prompt says why the type cannot be added here; no form. */
export const MissingTypeReadOnly: Story = {
  args: { direct: false },
  beforeEach: () => {
    storeDemoLogin('lawyer1');
    return serveChecklist(checklistRoutes({ property: untypedChecklistProperty() }));
  },
  play: async ({ canvasElement }) => {
    const view = await loaded(canvasElement);
    await expect(view.getByText(messages.checklistTypeReadOnly)).toBeVisible();
    await expect(view.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  },
};

/** Mortgage: the seed's not-eligible words, no frame. */
export const NotEligible: Story = {
  beforeEach: serve('Mortgage'),
  play: async ({ canvasElement }) => {
    const view = await loaded(canvasElement);
    await expect(view.getByText('PCN-2026-000101 (Mortgage)')).toBeVisible();
    await expect(view.getByText(`Mortgage is ${messages.checklistNotEligible}.`)).toBeVisible();
    await expect(view.queryByTitle('Checklist for PCN-2026-000101')).not.toBeInTheDocument();
    await expect(apiCalls('POST /ensure-checklist')).toHaveLength(0);
  },
};
