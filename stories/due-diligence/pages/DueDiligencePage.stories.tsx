import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DueDiligencePage } from '../../../src/app/screens/due-diligence/DueDiligencePage';
import { AFTER_SUBMIT_TITLE } from '../../../src/app/screens/due-diligence/requisition/dialogs/AfterSubmitDialog';
import { LTA_PLAN_TITLE } from '../../../src/app/screens/due-diligence/requisition/dialogs/LtaPlanDialog';
import { messages } from '../../../src/domain/messages';
import { SignedIn } from '../../account/signed-in';
import { mockApi, storeDemoLogin } from '../../support/mock-api';
import { page } from '../../support/page';
import { withQueryClient } from '../../support/with-query-client';
import { withRouter } from '../../support/with-router';
import {
  ACCESSORY_LOT_PROPERTY,
  LAND_PROPERTY,
  NO_LOTS_PROPERTY,
  NO_MCST_PROPERTY,
  NO_PARTIES_PROPERTY,
  READY_PROPERTY,
  RECENT_DUPLICATES,
} from './requisition-fixtures';
import { requisitionServer, type RequisitionServerOptions } from './requisition-server';

function DueDiligenceInShell({ property }: RequisitionServerOptions) {
  return (
    <SignedIn>
      <DueDiligencePage id={property.id} />
    </SignedIn>
  );
}

const meta = {
  title: 'Due Diligence/Page',
  component: DueDiligenceInShell,
  args: { property: READY_PROPERTY },
  decorators: [withRouter(`/property-duediligence/${READY_PROPERTY.id}`), withQueryClient],
  beforeEach: ({ args }) => {
    storeDemoLogin('lawyer1');
    return mockApi(requisitionServer(args).routes);
  },
} satisfies Meta<typeof DueDiligenceInShell>;
export default meta;
type Story = StoryObj<typeof meta>;

const STEP_ONE = 'Step 1: Select agencies';
const STEP_TWO = 'Step 2: Review and submit';

async function stepOne(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('region', { name: STEP_ONE }, { timeout: 5000 });
  return canvas;
}

/** Ticks each line once the last has settled (IRAS on a BUILDING checks the unit first). */
async function tick(canvasElement: HTMLElement, ...names: string[]) {
  const canvas = await stepOne(canvasElement);
  for (const name of names) {
    await userEvent.click(canvas.getByRole('checkbox', { name: `Select ${name}` }));
    await waitFor(() => expect(canvas.getByRole('region', { name: STEP_ONE })).not.toHaveAttribute('aria-busy'));
  }
  return canvas;
}

async function review(canvasElement: HTMLElement) {
  const canvas = await tick(canvasElement, 'IRAS', 'URA', 'MCST Managing Agent');
  await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
  await canvas.findByRole('region', { name: STEP_TWO });
  return canvas;
}

/** Step 1: the fee table of every agency line, nothing chosen yet. */
export const SelectAgencies: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await stepOne(canvasElement);
    await expect(canvas.getAllByRole('checkbox', { name: /^Select / })).toHaveLength(12);
  },
};

/** IRAS, URA and MCST chosen: a charge card each, two per row. */
export const ChargeCards: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await tick(canvasElement, 'IRAS', 'URA', 'MCST Managing Agent');
    await expect(within(canvas.getByRole('group', { name: 'Chosen agencies' })).getAllByRole('heading', { level: 3 })).toHaveLength(3);
  },
};

/** Select All: every line but LTA and ACRA (IRAS after its unit check). */
export const SelectAll: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await stepOne(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Select All' }));
    await waitFor(() => expect(canvas.getByRole('checkbox', { name: 'Select IRAS' })).toBeChecked());
    await expect(canvas.getByRole('checkbox', { name: 'Select LTA - RTS' })).not.toBeChecked();
  },
};

/** Next with nothing chosen. */
export const NothingChosen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await stepOne(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await page(canvasElement).findByRole('alertdialog')).toHaveTextContent(messages.selectAtLeastOneAgency);
  },
};

/** MCST without MCST information is refused. */
export const McstRefused: Story = {
  args: { property: NO_MCST_PROPERTY },
  play: async ({ canvasElement }) => {
    await tick(canvasElement, 'MCST Managing Agent');
    await expect(await page(canvasElement).findByRole('alertdialog')).toHaveTextContent(messages.mcstInformationEmpty);
  },
};

/** URA on an accessory lot is refused. */
export const UraAccessoryLot: Story = {
  args: { property: ACCESSORY_LOT_PROPERTY },
  play: async ({ canvasElement }) => {
    await tick(canvasElement, 'URA');
    await expect(await page(canvasElement).findByRole('alertdialog')).toHaveTextContent(messages.uraNoReplyForAccessoryLot);
  },
};

/** LTA - RTS asks about the plans and notices, No by default. */
export const LtaPlanDialog: Story = {
  args: { property: LAND_PROPERTY },
  play: async ({ canvasElement }) => {
    await tick(canvasElement, 'LTA - RTS');
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: LTA_PLAN_TITLE }));
    await expect(dialog.getByRole('radio', { name: 'No' })).toBeChecked();
  },
};

/** ACRA - PPR: the seller's NRIC masked; the eye shows it. */
export const AcraPeopleProfile: Story = {
  args: { property: LAND_PROPERTY },
  play: async ({ canvasElement }) => {
    await tick(canvasElement, 'ACRA - PPR');
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'ACRA People Profile Report' }));
    await expect(dialog.getByText('*****345H')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Show NRIC of Rahman bin Ismail' }));
    await expect(dialog.getByText('S8012345H')).toBeVisible();
  },
};

/** ACRA - BPR: the buyer company by its UEN. */
export const AcraBusinessProfile: Story = {
  args: { property: LAND_PROPERTY },
  play: async ({ canvasElement }) => {
    await tick(canvasElement, 'ACRA - BPR');
    await expect(await page(canvasElement).findByRole('dialog', { name: 'ACRA Business Profile Report' })).toBeVisible();
  },
};

/** No company among the parties: the UEN is typed in; an invalid one is refused. */
export const CompanyUenEntry: Story = {
  args: { property: { ...NO_PARTIES_PROPERTY, propType: 'LAND' } },
  play: async ({ canvasElement }) => {
    await tick(canvasElement, 'ACRA - BPR');
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Company UEN' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /^UEN/ }), '123');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent(messages.invalidUenText);
  },
};

/** No person among the parties: NRIC / passport and name typed in, then the PRIMARY STAKEHOLDER reminder. */
export const IndividualNricEntry: Story = {
  args: { property: { ...NO_PARTIES_PROPERTY, propType: 'LAND' } },
  play: async ({ canvasElement }) => {
    await tick(canvasElement, 'ACRA - PPR');
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Individual NRIC/Passport' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /^NRIC\/Passport No\./ }), 'S8012345H');
    await userEvent.type(dialog.getByRole('textbox', { name: /^Name/ }), 'Rahman bin Ismail');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await page(canvasElement).findByRole('alertdialog')).toHaveTextContent(messages.assignPersonAsPrimary);
  },
};

/** IRAS on a BUILDING whose unit is not in the Valuation List. */
export const IrasNotInValuationList: Story = {
  args: { iras: 'not-found' },
  play: async ({ canvasElement }) => {
    await tick(canvasElement, 'IRAS');
    await expect(await page(canvasElement).findByRole('alertdialog', { name: messages.propertyNotInValuationList })).toBeVisible();
  },
};

/** The IRAS check itself failed. */
export const IrasCheckFailed: Story = {
  args: { iras: 'api-error' },
  play: async ({ canvasElement }) => {
    await tick(canvasElement, 'IRAS');
    await expect(await page(canvasElement).findByRole('alertdialog', { name: messages.irasValuationCheckApiError })).toBeVisible();
  },
};

/** A property without land lots is sent to Property Details. */
export const PageEntryAlert: Story = {
  args: { property: NO_LOTS_PROPERTY },
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByRole('alertdialog', {}, { timeout: 5000 })).toHaveTextContent(messages.lotInfoMissing);
  },
};

/** The street is unknown: call the Helpdesk; Next stays hidden. */
export const StreetNotFound: Story = {
  args: { streetCount: 0 },
  play: async ({ canvasElement }) => {
    const alert = await page(canvasElement).findByRole('alertdialog', { name: messages.streetNameNotFound }, { timeout: 5000 });
    await userEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    const canvas = await stepOne(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Next' })).toBeNull();
  },
};

/** Step 2: IRAS, URA and MCST with the SAL levy, the transaction fee and the totals. */
export const ReviewTotals: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await review(canvasElement);
    await expect(canvas.getByText(/Total payable/)).toHaveTextContent('S$ 167.23');
  },
};

/** Step 2 with earlier requisitions to the same agencies. */
export const DuplicatesWarning: Story = {
  args: { duplicates: RECENT_DUPLICATES },
  play: async ({ canvasElement }) => {
    const canvas = await review(canvasElement);
    await expect(canvas.getByRole('region', { name: messages.duplicateRequisitionsWarning })).toBeVisible();
  },
};

/** 'Confirmation on LR submission'. */
export const ConfirmSubmit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await review(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await page(canvasElement).findByRole('alertdialog', { name: messages.lrSubmitConfirmTitle })).toHaveTextContent(
      READY_PROPERTY.propAddress,
    );
  },
};

/** 'Confirmation on LR Draft submission'. */
export const ConfirmDraft: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await review(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save as Draft' }));
    await expect(await page(canvasElement).findByRole('alertdialog', { name: messages.lrDraftConfirmTitle })).toBeVisible();
  },
};

/** Submitted: the toast and the after-submit dialog. */
export const AfterSubmit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await review(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    const confirm = await page(canvasElement).findByRole('alertdialog', { name: messages.lrSubmitConfirmTitle });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await expect(await page(canvasElement).findByRole('alertdialog', { name: AFTER_SUBMIT_TITLE })).toBeVisible();
    // A toast: the toast region's code comes with the first toast (AppChrome), so it takes a moment.
    await expect(await page(canvasElement).findByText(messages.lrSubmitted('LF2026032000001'))).toBeVisible();
  },
};

/** The submission answered without a control number: 'Error'. */
export const SubmitError: Story = {
  args: { submit: 'null' },
  play: async ({ canvasElement }) => {
    const canvas = await review(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    const confirm = await page(canvasElement).findByRole('alertdialog', { name: messages.lrSubmitConfirmTitle });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await expect(await page(canvasElement).findByText(messages.error, { selector: '.ui-toast__title' })).toBeVisible();
  },
};

/** The agency fees could not be loaded. */
export const FeesLoadFailed: Story = {
  args: { chargesFail: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(messages.agencyFeesLoadFailed, {}, { timeout: 5000 })).toBeVisible();
  },
};
