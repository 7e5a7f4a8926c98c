import { screen, waitFor, within } from '@testing-library/react';
import { Temporal } from 'temporal-polyfill';
import { afterEach, describe, expect, it } from 'vitest';
import type { Property, PropertyUpdate } from '../../../src/api/property-form';
import { PropertyChecklistPage } from '../../../src/app/screens/checklist/PropertyChecklistPage';
import { toDisplayDate } from '../../../src/domain/display-date';
import { messages } from '../../../src/domain/messages';
import { todayInSingapore } from '../../../src/domain/today';
import { checklistRoutes, untypedChecklistProperty } from '../../../stories/checklist/checklist-api';
import { apiCalls, json, neverAnswers, type MockHandler } from '../../../stories/support/mock-api';
import { renderSignedInPage, user } from '../support/signed-in-page';

/**
 * Issue 17, seed 001 §5 "Checklist" and "Property data on save from the checklist page": a case without a transaction
 * type gets one on its checklist page, under the seed's save rules, and then shows its checklist.
 */

let cleanup: () => void = () => undefined;
afterEach(() => cleanup());

const NEXT_YEAR = Temporal.PlainDate.from(todayInSingapore()).add({ years: 1 }).toString();

/** `update` replaces update-property's answer; it is given the in-memory server's own save, to pass a request on. */
function render(property: Property, { direct = true, update }: { direct?: boolean; update?: (saveCase: MockHandler) => MockHandler } = {}) {
  const routes = checklistRoutes({ property });
  const saveCase = routes['POST /update-property'];
  if (update && saveCase) routes['POST /update-property'] = update(saveCase);
  const rendered = renderSignedInPage({
    routes,
    path: `/property-checklist/101/${direct}`,
    page: () => <PropertyChecklistPage id={101} direct={direct} />,
  });
  cleanup = rendered.cleanup;
  return rendered;
}

async function region() {
  const found = await screen.findByRole('region', { name: 'Checklist & Templates' });
  await waitFor(() => expect(found).not.toHaveAttribute('aria-busy'));
  return within(found);
}

type View = Awaited<ReturnType<typeof region>>;

const typeTrigger = (view: View) => view.getByRole('button', { name: /Transaction Type$/ });
const save = (view: View) => view.getByRole('button', { name: 'Save' });
const dateField = (view: View) => view.getByRole('textbox', { name: 'Completion Date' });
const sentBodies = () => apiCalls('POST /update-property').map((call) => call.body as PropertyUpdate);

async function chooseType(view: View, name: string) {
  const u = user();
  await waitFor(() => expect(typeTrigger(view)).toHaveTextContent('Select a transaction type'));
  await u.click(typeTrigger(view));
  await u.click(await screen.findByRole('option', { name }));
  return u;
}

describe('the missing-type prompt on an editable checklist page', () => {
  it('a type picked and saved here: the case keeps its data, and the page shows its checklist with the new type', async () => {
    render(untypedChecklistProperty({ strataLotNo: 'MK06-U4512N' }));
    const view = await region();
    expect(view.getByText(messages.checklistTransactionTypeMissing)).toBeInTheDocument();
    expect(view.getByText('PCN-2026-000101')).toBeInTheDocument();
    expect(save(view)).toBeDisabled();
    expect(dateField(view).getAttribute('value')).toMatch(/^\d{2}-[A-Z][a-z]{2}-\d{4}$/);

    const u = await chooseType(view, 'Sale');
    expect(typeTrigger(view)).toHaveTextContent('Sale');
    await u.click(save(view));

    expect(await view.findByText('PCN-2026-000101 (Sale)')).toBeInTheDocument();
    expect(await view.findByTitle('Checklist for PCN-2026-000101')).toBeInTheDocument();
    expect(view.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(await screen.findByText(messages.propertyUpdated('PCN-2026-000101'))).toBeInTheDocument();
    expect(apiCalls('POST /ensure-checklist')).toHaveLength(1);
    const [sent] = sentBodies();
    expect(sentBodies()).toHaveLength(1);
    // The case's own data as the details page sends it, with the type, its side and the strata lot after the hyphen.
    expect(sent).toMatchObject({
      id: 101,
      lawfirmRefNo: 'TL/CONV/0101',
      transactionTypeId: 1,
      transactionTypeName: 'Sale',
      clientFlag: 'S',
      mcstNo: '2978',
      mcstDetails: [{ mcstId: 'MCST-2978', isChecked: '1' }],
      strataLotNo: 'U4512N',
      lotInfos: [{ landLotNo: '3985M' }],
      applicantInfo: { applicantName: 'Tan Wei Ming' },
    });
  });

  it('the completion date chosen on the page is saved with the type', async () => {
    render(untypedChecklistProperty());
    const view = await region();
    const u = await chooseType(view, 'Purchase (HDB)');
    await u.clear(dateField(view));
    await u.type(dateField(view), toDisplayDate(NEXT_YEAR));
    await u.tab();
    await u.click(save(view));
    expect(await view.findByText('PCN-2026-000101 (Purchase (HDB))')).toBeInTheDocument();
    expect(sentBodies()).toEqual([expect.objectContaining({ transactionTypeName: 'Purchase (HDB)', clientFlag: 'B', completionDate: NEXT_YEAR })]);
  });

  it.each([['Mortgage'], ['Others']])('%s saved here: the case is typed, and the page says it is not eligible', async (type) => {
    render(untypedChecklistProperty());
    const view = await region();
    const u = await chooseType(view, type);
    await u.click(save(view));
    expect(await view.findByText(`${type} is ${messages.checklistNotEligible}.`)).toBeInTheDocument();
    expect(view.getByText(`PCN-2026-000101 (${type})`)).toBeInTheDocument();
    expect(view.queryByTitle('Checklist for PCN-2026-000101')).not.toBeInTheDocument();
    expect(apiCalls('POST /ensure-checklist')).toHaveLength(0);
  });

  it("an MCST number with no detail ticked: the seed's message and a way to the details page; nothing sent", async () => {
    render(untypedChecklistProperty({ mcstDetails: [] }));
    const view = await region();
    const u = await chooseType(view, 'Sale');
    await u.click(save(view));
    const alert = await view.findByRole('alert');
    expect(alert).toHaveTextContent(messages.mcstDetailsNotSelected);
    expect(alert).not.toHaveTextContent(messages.completionDateEmpty);
    expect(within(alert).getByRole('link', { name: 'Correct this on the Property Details' })).toHaveAttribute(
      'href',
      '/property-details/101/true/false',
    );
    expect(save(view)).toBeDisabled();
    expect(sentBodies()).toEqual([]);
  });

  it("no MCST detail ticked and no completion date: the seed's message until a date is given; then the save goes", async () => {
    render(untypedChecklistProperty({ mcstNo: '', mcstDetails: [], completionDate: null }));
    const view = await region();
    expect(dateField(view)).toHaveValue('');
    const u = await chooseType(view, 'Sale');
    await u.click(save(view));
    const alert = await view.findByRole('alert');
    expect(alert).toHaveTextContent(messages.completionDateEmpty);
    // The date is put right here: no need for the details page.
    expect(within(alert).queryByRole('link')).not.toBeInTheDocument();
    expect(sentBodies()).toEqual([]);

    await u.type(dateField(view), toDisplayDate(NEXT_YEAR));
    await u.tab();
    await waitFor(() => expect(view.queryByRole('alert')).not.toBeInTheDocument());
    await u.click(save(view));
    expect(await view.findByTitle('Checklist for PCN-2026-000101')).toBeInTheDocument();
    expect(sentBodies()).toEqual([expect.objectContaining({ completionDate: NEXT_YEAR, mcstNo: '', mcstDetails: [] })]);
  });

  it("the server's refusal is shown and nothing chosen is lost; Save tries again", async () => {
    let refuse = true;
    const refusing =
      (saveCase: MockHandler): MockHandler =>
      (request) =>
        refuse ? json({ errormsg: messages.badRequest, errors: [messages.completionDateBeforeToday] }, 400) : saveCase(request);
    render(untypedChecklistProperty(), { update: refusing });
    const view = await region();
    const u = await chooseType(view, 'Sale');
    await u.click(save(view));
    expect(await view.findByRole('alert')).toHaveTextContent(messages.completionDateBeforeToday);
    expect(typeTrigger(view)).toHaveTextContent('Sale');
    refuse = false;
    await u.click(save(view));
    expect(await view.findByText('PCN-2026-000101 (Sale)')).toBeInTheDocument();
    expect(sentBodies()).toHaveLength(2);
  });

  it('a locked case refused by the server: its message, the form kept', async () => {
    render(untypedChecklistProperty(), { update: () => () => json({ errormsg: 'This property is locked.' }, 409) });
    const view = await region();
    const u = await chooseType(view, 'Sale');
    await u.click(save(view));
    expect(await view.findByRole('alert')).toHaveTextContent('This property is locked.');
    expect(typeTrigger(view)).toHaveTextContent('Sale');
    expect(save(view)).toBeEnabled();
  });

  it('while saving, Save is pending', async () => {
    render(untypedChecklistProperty(), { update: () => neverAnswers });
    const view = await region();
    const u = await chooseType(view, 'Sale');
    await u.click(save(view));
    await waitFor(() => expect(save(view)).toHaveAttribute('data-pending', 'true'));
  });
});

describe('the missing-type prompt where the type cannot be set', () => {
  it('opened read-only: the prompt and why, no form', async () => {
    render(untypedChecklistProperty(), { direct: false });
    const view = await region();
    const status = view.getByRole('status');
    expect(status).toHaveTextContent(messages.checklistTransactionTypeMissing);
    expect(status).toHaveTextContent(messages.checklistTypeReadOnly);
    expect(view.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(view.queryByRole('button', { name: /Transaction Type$/ })).not.toBeInTheDocument();
    expect(view.queryByRole('textbox', { name: 'Completion Date' })).not.toBeInTheDocument();
  });

  it('a locked case, even direct: the prompt and the lock, no form', async () => {
    render(untypedChecklistProperty({ locked: true }));
    const view = await region();
    const status = view.getByRole('status');
    expect(status).toHaveTextContent(messages.checklistTransactionTypeMissing);
    expect(status).toHaveTextContent(messages.checklistTypeLocked);
    expect(view.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(view.queryByRole('textbox', { name: 'Completion Date' })).not.toBeInTheDocument();
  });
});
