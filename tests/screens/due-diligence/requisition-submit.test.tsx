import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AFTER_SUBMIT_TITLE } from '../../../src/app/screens/due-diligence/requisition/dialogs/AfterSubmitDialog';
import { HELPDESK } from '../../../src/domain/contact-details';
import { messages } from '../../../src/domain/messages';
import { RECENT_DUPLICATES, READY_PROPERTY } from '../../../stories/due-diligence/pages/requisition-fixtures';
import { json, type MockHandler } from '../../../stories/support/mock-api';
import {
  agencyBox,
  alertNamed,
  next,
  pressIn,
  renderDueDiligence,
  stepOne,
  summaryRows,
  tick,
  user,
  type DueDiligenceScreenOptions,
} from './due-diligence-screen';

let cleanup: () => void = () => undefined;
afterEach(() => cleanup());

function render(options: DueDiligenceScreenOptions) {
  const rendered = renderDueDiligence(options);
  cleanup = rendered.cleanup;
  return rendered;
}

const toast = (text: string) => screen.findByText(text, { selector: '.ui-toast__title' });

async function reviewIrasUraMcst(): Promise<HTMLElement> {
  await stepOne();
  await tick('IRAS', 'URA', 'MCST Managing Agent');
  return next();
}

describe('reviewing a requisition', () => {
  it('sums IRAS, URA and MCST with the SAL levy and the transaction fee to two decimals', async () => {
    render({ property: READY_PROPERTY });
    await reviewIrasUraMcst();
    expect(summaryRows()).toEqual([
      ['IRAS', '36.69', '3.31', '3.50', '0.32'],
      ['URA', '50.00', '4.50', '3.50', '0.32'],
      ['MCST Managing Agent', '50.00', '4.50', '7.00', '0.64'],
      ['SAL Levy (5%)', '2.50', '0.23', '0.00', '0.00'],
      ['Transaction Fee', '0.00', '0.00', '0.20', '0.02'],
      ['Total', '139.19', '12.54', '14.20', '1.30'],
    ]);
    expect(screen.getByText(/Total payable/)).toHaveTextContent('S$ 167.23');
  });

  it('warns about requisitions of the same agencies in the last two months and points to STATUS', async () => {
    render({ property: READY_PROPERTY, duplicates: RECENT_DUPLICATES });
    await reviewIrasUraMcst();
    const warning = screen.getByRole('region', { name: messages.duplicateRequisitionsWarning });
    const rows = within(warning).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'LF2026030900002TL/CONV/0105IRAS09-Mar-2026',
      'LF2026031000003TL/CONV/0105MCST Managing Agent10-Mar-2026',
    ]);
    await user().click(within(warning).getByRole('button', { name: 'Go to the STATUS tab' }));
    expect(screen.getByRole('tab', { name: 'STATUS' })).toHaveAttribute('aria-selected', 'true');
    await user().click(screen.getByRole('tab', { name: 'LEGAL REQUISITION' }));
    expect(screen.getByRole('region', { name: 'Step 2: Review and submit' })).toBeInTheDocument();
  });

  it('Back returns to step 1 with the choices kept', async () => {
    render({ property: READY_PROPERTY });
    await reviewIrasUraMcst();
    await user().click(screen.getByRole('button', { name: 'Back' }));
    await stepOne();
    expect(agencyBox('URA')).toBeChecked();
  });
});

describe('submitting and drafting', () => {
  it('submits after the confirmation, toasts the control number, explains what happens next and shows STATUS', async () => {
    const { server } = render({ property: READY_PROPERTY });
    await reviewIrasUraMcst();
    await user().click(screen.getByRole('button', { name: 'Submit' }));
    const confirm = await alertNamed(messages.lrSubmitConfirmTitle);
    expect(confirm).toHaveTextContent(READY_PROPERTY.lawfirmRefNo);
    expect(confirm).toHaveTextContent(READY_PROPERTY.propAddress);
    await pressIn(confirm, 'Confirm');
    expect(await toast(messages.lrSubmitted('LF2026032000001'))).toBeInTheDocument();
    const after = await alertNamed(AFTER_SUBMIT_TITLE);
    expect(after).toHaveTextContent(messages.lrSubmissionProcessing(HELPDESK.phone));
    await pressIn(after, 'OK');
    expect(screen.getByRole('tab', { name: 'STATUS' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('LF2026032000001')).toBeInTheDocument();
    expect(server.recorded().map((entry) => entry.body.agenciesDetail.map((line) => line.agencyCode))).toEqual([['IRAS', 'URA', 'MCST']]);
    // A fresh requisition waits on the LEGAL REQUISITION tab.
    await user().click(screen.getByRole('tab', { name: 'LEGAL REQUISITION' }));
    await stepOne();
    expect(agencyBox('URA')).not.toBeChecked();
  });

  it('saves a draft after its own confirmation and shows it on STATUS', async () => {
    render({ property: READY_PROPERTY });
    await reviewIrasUraMcst();
    await user().click(screen.getByRole('button', { name: 'Save as Draft' }));
    await pressIn(await alertNamed(messages.lrDraftConfirmTitle), 'Confirm');
    expect(await toast(messages.lrSaved('LF2026032000001'))).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('tab', { name: 'STATUS' })).toHaveAttribute('aria-selected', 'true'));
    // A draft is not sent anywhere: no after-submit dialog.
    expect(screen.queryByRole('alertdialog', { name: AFTER_SUBMIT_TITLE })).not.toBeInTheDocument();
    expect(await screen.findByText('LF2026032000001')).toBeInTheDocument();
  });

  it('Cancel in the confirmation sends nothing', async () => {
    const { server } = render({ property: READY_PROPERTY });
    await reviewIrasUraMcst();
    await user().click(screen.getByRole('button', { name: 'Submit' }));
    await pressIn(await alertNamed(messages.lrSubmitConfirmTitle), 'Cancel');
    expect(screen.queryByRole('alertdialog', { name: messages.lrSubmitConfirmTitle })).not.toBeInTheDocument();
    expect(server.recorded()).toEqual([]);
  });

  it("toasts 'Error' when the answer has no control number, and stays on the summary", async () => {
    render({ property: READY_PROPERTY, submit: 'null' });
    await reviewIrasUraMcst();
    await user().click(screen.getByRole('button', { name: 'Submit' }));
    await pressIn(await alertNamed(messages.lrSubmitConfirmTitle), 'Confirm');
    expect(await toast(messages.error)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Step 2: Review and submit' })).toBeInTheDocument();
  });

  it('shows nothing for a 429 and lets the user submit again', async () => {
    render({ property: READY_PROPERTY, submit: 'too-fast' });
    await reviewIrasUraMcst();
    await user().click(screen.getByRole('button', { name: 'Submit' }));
    await pressIn(await alertNamed(messages.lrSubmitConfirmTitle), 'Confirm');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled());
    expect(screen.queryByText(messages.requisitionSubmitTooFast)).not.toBeInTheDocument();
    expect(document.querySelector('.ui-toast')).toBeNull();
  });

  it('retries a failed submission with the same Idempotency-Key, so it cannot be charged twice', async () => {
    const keys: string[] = [];
    const failOnce: MockHandler = ({ headers }) => {
      keys.push(headers.get('Idempotency-Key') ?? '');
      return keys.length === 1 ? json({ errormsg: 'Internal Server Error' }, 500) : json({ lfcontrolNo: 'LF2026032000009' });
    };
    render({ property: READY_PROPERTY, overrides: { 'POST /submitDD': failOnce } });
    await reviewIrasUraMcst();
    await user().click(screen.getByRole('button', { name: 'Submit' }));
    await pressIn(await alertNamed(messages.lrSubmitConfirmTitle), 'Confirm');
    expect(await toast('Internal Server Error')).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Submit' }));
    await pressIn(await alertNamed(messages.lrSubmitConfirmTitle), 'Confirm');
    expect(await toast(messages.lrSubmitted('LF2026032000009'))).toBeInTheDocument();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });
});
