import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { messages } from '../../../src/domain/messages';
import { json, mockApi } from '../../support/mock-api';
import { withQueryClient } from '../../support/with-query-client';
import { FormHost, shownDraft, storedBuilding, storedLand } from './form-host';
import { lookupApi, lookupHandlers, MCST_MULTIPLE } from './lookup-api';

const meta = {
  title: 'Property/Form sections',
  component: FormHost,
  decorators: [withQueryClient],
  beforeEach: () => mockApi(lookupApi()),
} satisfies Meta<typeof FormHost>;
export default meta;
type Story = StoryObj<typeof meta>;

const region = (canvasElement: HTMLElement, name: string) => within(within(canvasElement).getByRole('region', { name }));
const textbox = (canvasElement: HTMLElement, name: string) => within(canvasElement).getByRole('textbox', { name });

/** Adding: empty fields, the first transaction type chosen, one land-lot row; a postal code fills the address. */
export const EmptyAdd: Story = {
  args: { mode: 'add' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const headings = canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    await expect(headings).toEqual(['Applicant Information', 'Property Information', 'MCST Information', 'Lot Information']);
    await waitFor(() => expect(canvas.getByRole('button', { name: /Transaction Type$/ })).toHaveTextContent('Sale'));
    await expect(shownDraft(canvasElement)).toMatchObject({ transactionTypeName: 'Sale', clientFlag: 'S' });
    await expect(textbox(canvasElement, 'Property Description')).toHaveValue('BUILDING EXISTING');
    await expect(within(canvas.getByRole('table', { name: 'Land lots' })).getAllByRole('row')).toHaveLength(2);

    await userEvent.type(textbox(canvasElement, 'Postal Code'), '238801');
    await expect(canvas.getByRole('button', { name: 'IRAS Eligible Units' })).toBeVisible();
    // The address search runs 2 s after the last keystroke.
    await waitFor(() => expect(textbox(canvasElement, 'Development Name')).toHaveValue('ION ORCHARD'), { timeout: 5000 });
    await expect(textbox(canvasElement, 'Street Name')).toHaveValue('ORCHARD TURN');
    await expect(textbox(canvasElement, 'Block/House No.')).toHaveValue('2');
  },
};

/** A postal code with no address in the search: the address is cleared and the reason shows under it (issue 18). */
export const PostalCodeNotFound: Story = {
  args: { mode: 'edit', draft: storedBuilding() },
  beforeEach: () => mockApi({ ...lookupApi(), 'GET /sandbox/onemap/search': () => json({ found: 0, totalNumPages: 0, pageNum: 1, results: [] }) }),
  play: async ({ canvasElement }) => {
    const postal = textbox(canvasElement, 'Postal Code');
    await userEvent.clear(postal);
    await userEvent.type(postal, '999999');
    // The message line is hidden while empty, so it is found once it has something to say.
    const status = () => within(canvasElement).getByRole('status', { name: 'Postal code search' });
    await waitFor(() => expect(status()).toHaveTextContent(`${messages.noPropertyUnderPostal} ${messages.enterPropertyAddress}`), { timeout: 5000 });
    await expect(textbox(canvasElement, 'Development Name')).toHaveValue('');
    await expect(textbox(canvasElement, 'Street Name')).toHaveValue('');
  },
};

/** Editing a stored BUILDING: every section filled, the strata row shown, the MCST row ticked for good. */
export const FilledBuilding: Story = {
  args: { mode: 'edit', draft: storedBuilding() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: /Transaction Type$/ })).toHaveTextContent('Purchase (HDB)'));
    await expect(textbox(canvasElement, 'Name of Applicant Solicitor')).toHaveValue('Tan Wei Ming');
    await expect(textbox(canvasElement, 'Block/House No.')).toHaveValue('1G');
    await expect(canvas.getByRole('textbox', { name: 'Completion Date' })).toHaveValue('18-Dec-2027');
    const tick = canvas.getByRole('checkbox', { name: 'Select MCST row 1' });
    await expect(tick).toBeChecked();
    await expect(tick).toBeDisabled();
    await expect(canvas.getByRole('table', { name: 'Strata / Accessory lot' })).toBeVisible();
    await expect(textbox(canvasElement, 'Strata/Accessory Lot No.')).toHaveValue('U1234X');

    await userEvent.click(canvas.getByRole('button', { name: /Transaction Type$/ }));
    await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'Sale' }));
    await expect(shownDraft(canvasElement)).toMatchObject({ clientFlag: 'S', isTransactionTypeChanged: true });
  },
};

/** Editing a stored LAND: no block/house no., no strata row, two land lots. */
export const FilledLand: Story = {
  args: { mode: 'edit', draft: storedLand() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(textbox(canvasElement, 'Property Description')).toHaveValue('VACANT LAND');
    await expect(canvas.getByRole('radio', { name: 'LAND' })).toBeChecked();
    await expect(canvas.queryByRole('textbox', { name: 'Block/House No.' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('table', { name: 'Strata / Accessory lot' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'IRAS Eligible Units' })).not.toBeInTheDocument();
    await expect(textbox(canvasElement, 'Lot No. row 2')).toHaveValue('5230P');
    await expect(canvas.getByRole('button', { name: 'Remove land lot row 2' })).toBeEnabled();
  },
};

/** The details page before the edit icon: values as text, nothing to press. */
export const ReadOnlyPreview: Story = {
  args: { mode: 'edit', readOnly: true, draft: storedBuilding() },
  play: async ({ canvasElement }) => {
    const property = region(canvasElement, 'Property Information');
    await expect(property.queryAllByRole('textbox')).toEqual([]);
    await expect(within(canvasElement).queryAllByRole('checkbox')).toEqual([]);
    await expect(property.getByText('Purchase (HDB)')).toBeVisible();
    await expect(property.getByText('18-Dec-2027')).toBeVisible();
    const mcst = within(within(canvasElement).getByRole('table', { name: 'MCST details' }));
    await expect(mcst.getByRole('cell', { name: 'Yes' })).toBeVisible();
  },
};

/** One active MCST for the number: ticked, and the tick cannot be taken away. */
export const McstSingleRow: Story = {
  args: { mode: 'add' },
  play: async ({ canvasElement }) => {
    await userEvent.type(textbox(canvasElement, 'MCST No.'), '4087{Enter}');
    const table = within(await within(canvasElement).findByRole('table', { name: 'MCST details' }));
    const tick = table.getByRole('checkbox', { name: 'Select MCST row 1' });
    await expect(tick).toBeChecked();
    await expect(tick).toBeDisabled();
    await expect(table.getByRole('cell', { name: "D'LEEDON" })).toBeVisible();
  },
};

/** Several MCSTs: none ticked at first; the user ticks the ones that apply. */
export const McstMultipleRows: Story = {
  args: { mode: 'add' },
  beforeEach: () => mockApi(lookupApi({ 'POST /searchMcstNo': lookupHandlers.mcst(MCST_MULTIPLE) })),
  play: async ({ canvasElement }) => {
    await userEvent.type(textbox(canvasElement, 'MCST No.'), '3280');
    await userEvent.click(region(canvasElement, 'MCST Information').getByRole('button', { name: 'Search' }));
    const table = within(await within(canvasElement).findByRole('table', { name: 'MCST details' }));
    const ticks = table.getAllByRole('checkbox');
    await expect(ticks).toHaveLength(3);
    for (const tick of ticks) await expect(tick).not.toBeChecked();
    await userEvent.click(table.getByRole('checkbox', { name: 'Select MCST row 2' }));
    await expect(table.getByRole('checkbox', { name: 'Select MCST row 2' })).toBeChecked();
    await expect((shownDraft(canvasElement).mcstDetails as { isChecked: string }[]).map((d) => d.isChecked)).toEqual(['0', '1', '0']);
  },
};

/** No active MCST for the number: the seed's warning. */
export const McstNotFound: Story = {
  args: { mode: 'add' },
  beforeEach: () => mockApi(lookupApi({ 'POST /searchMcstNo': lookupHandlers.mcst([]) })),
  play: async ({ canvasElement }) => {
    await userEvent.type(textbox(canvasElement, 'MCST No.'), '9999{Enter}');
    await expect(await within(canvasElement).findByText(messages.noActiveMcst('9999'))).toBeVisible();
  },
};
