import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SALE_EXERCISED, SALE_NEARLY_ACTIVE } from '../../../machines/case-lifecycle.samples';
import { caseProgressQueryKey } from '../../../src/api/queries/case-progress';
import { CaseStageNav } from '../../../src/app/screens/case-progress/CaseStageNav';
import type { CaseRecords } from '../../../src/domain/case/lifecycle';
import { progressOf } from './progress-fixture';

function renderNav(records: CaseRecords, file: Parameters<typeof progressOf>[1] = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(caseProgressQueryKey(101), progressOf(records, file));
  render(
    <QueryClientProvider client={queryClient}>
      <CaseStageNav propertyId={101} />
    </QueryClientProvider>,
  );
  return within(screen.getByRole('region', { name: 'Where the case stands' }));
}

describe('the stage in the left navigation of every case page', () => {
  it('names the stage and links the next step to the page that does it', () => {
    const nav = renderNav(SALE_NEARLY_ACTIVE);
    expect(nav.getByText('Case opened')).toBeInTheDocument();
    expect(nav.getByRole('link', { name: /Complete the Property Information/ })).toHaveAttribute('href', '/property-details/101');
  });

  it('shows the deadline the case faces next with its flag, not the ones already met', () => {
    const nav = renderNav(SALE_EXERCISED, { completionDate: '2026-07-31' });
    expect(nav.getByText(/^Stamp duty due: 16-Mar-2026/)).toBeInTheDocument();
    expect(nav.getByText('Overdue')).toBeInTheDocument();
    expect(nav.queryByText(/Completion/)).not.toBeInTheDocument();
  });

  it('shows nothing while the case’s progress is not known', () => {
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { enabled: false } } })}>
        <CaseStageNav propertyId={101} />
      </QueryClientProvider>,
    );
    expect(screen.queryByRole('region', { name: 'Where the case stands' })).not.toBeInTheDocument();
  });
});
