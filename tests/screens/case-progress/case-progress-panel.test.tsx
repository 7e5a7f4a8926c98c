import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { SALE_EXERCISED, SALE_NEARLY_ACTIVE, SALE_STAMP_DUTY_PAID } from '../../../machines/case-lifecycle.samples';
import type { StageConfirmationRequest } from '../../../machines/stage-confirmation.machine';
import { ApiError } from '../../../src/api/errors';
import { caseProgressQueryKey } from '../../../src/api/queries/case-progress';
import { CaseProgressPanel } from '../../../src/app/screens/case-progress/CaseProgressPanel';
import { CaseLifecycleOverridesContext, type CaseLifecycleOverrides } from '../../../src/app/screens/case-progress/use-case-lifecycle';
import type { CaseRecords } from '../../../src/domain/case/lifecycle';
import { messages } from '../../../src/domain/messages';
import { progressOf } from './progress-fixture';

const user = () => userEvent.setup({ delay: null });

function renderPanel(records: CaseRecords, overrides: CaseLifecycleOverrides = {}, file: Parameters<typeof progressOf>[1] = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(caseProgressQueryKey(101), progressOf(records, file));
  render(
    <QueryClientProvider client={queryClient}>
      <CaseLifecycleOverridesContext.Provider value={overrides}>
        <CaseProgressPanel propertyId={101} />
      </CaseLifecycleOverridesContext.Provider>
    </QueryClientProvider>,
  );
  return queryClient;
}

const stageShown = () => screen.getByText(/^Stage:/).querySelector('strong')?.textContent;

describe('the case progress panel', () => {
  it('shows the stage, every step with the current one marked, and the next step linked to its page', () => {
    renderPanel(SALE_NEARLY_ACTIVE);
    expect(stageShown()).toBe('Case opened');
    const steps = within(screen.getByRole('list', { name: 'Steps of the case' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent?.replace(/^\W+/, ''))).toEqual([
      'Case opened (done)',
      'Parties in place',
      'Warrant to act signed',
      'Option granted',
      'Option exercised',
      'Stamp duty paid',
      'Requisitions replied',
      'Completed',
      'S.65 notice sent',
      'Closed',
    ]);
    expect(steps[0]).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('link', { name: /Complete the Property Information/ })).toHaveAttribute('href', '/property-details/101');
  });

  it('lists the deadlines with their flags: stamp duty overdue a month after the exercise, the completion ahead', () => {
    renderPanel(SALE_EXERCISED, {}, { completionDate: '2026-07-31' });
    const rows = within(screen.getByRole('table', { name: 'Deadlines' }))
      .getAllByRole('row')
      .slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['16-Mar-2026', 'Overdue', 'Stamp duty (14 days after exercise)'],
      ['31-Jul-2026', 'Upcoming', 'Completion date'],
    ]);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('Stamp duty due');
  });

  it('confirms a step by hand in its dialog, then shows the stage the server answers', async () => {
    const requests: StageConfirmationRequest[] = [];
    const confirmStage = fromPromise<CaseRecords, StageConfirmationRequest>(({ input }) => {
      requests.push(input);
      return Promise.resolve(SALE_STAMP_DUTY_PAID);
    });
    renderPanel(SALE_EXERCISED, { confirmStage });
    expect(stageShown()).toBe('Option exercised');
    await user().click(screen.getByRole('button', { name: 'Confirm stamp duty paid…' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm: Stamp duty paid' });
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
    const date = within(dialog).getByRole('textbox', { name: /Date/ });
    await user().clear(date);
    await user().type(date, '10-Mar-2026');
    await user().tab();
    await user().click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(stageShown()).toBe('Stamp duty paid'));
    expect(requests).toEqual([{ propertyId: 101, stage: 'stampDutyPaid', on: '2026-03-10', signedAbroad: false }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Withdraw stamp duty paid' })).toBeEnabled();
  });

  it('keeps the dialog open with the server’s refusal in words', async () => {
    const confirmStage = fromPromise<CaseRecords, StageConfirmationRequest>(() =>
      Promise.reject(new ApiError(400, messages.badRequest, [`on: ${messages.caseConfirmDateInFuture}`])),
    );
    renderPanel(SALE_EXERCISED, { confirmStage });
    await user().click(screen.getByRole('button', { name: 'Confirm completed…' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm: Completed' });
    await user().click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(messages.caseConfirmDateInFuture);
    await user().click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(stageShown()).toBe('Option exercised');
  });

  it('follows a fresh answer of the server: a signed warrant filed moves the stage on', async () => {
    const active = { ...SALE_NEARLY_ACTIVE, status: { ...SALE_NEARLY_ACTIVE.status, informationComplete: true, sellerLawyer: true } };
    const queryClient = renderPanel(active);
    expect(stageShown()).toBe('Parties in place');
    queryClient.setQueryData(caseProgressQueryKey(101), progressOf({ ...active, warrantSigned: true }));
    await waitFor(() => expect(stageShown()).toBe('Warrant to act signed'));
    expect(screen.getByRole('link', { name: 'Upload the signed Option to Purchase' })).toHaveAttribute('href', '/property-otp/101');
  });
});
