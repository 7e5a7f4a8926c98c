import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { sessionStore } from '../../../../src/app/session/storage';
import { toastQueue } from '../../../../src/app/ui';
import { StatusTabHost } from '../../../../stories/due-diligence/status/status-host';
import { statusServer, type StatusServerOptions } from '../../../../stories/due-diligence/status/status-server';
import { mockApi } from '../../../../stories/support/mock-api';
import { stubPopups } from '../../../../stories/support/popup-stub';

/** The STATUS tab for lawyer1 against the stories' in-memory server, with window.open stubbed. */
export function renderStatusTab(options: StatusServerOptions = {}) {
  const server = statusServer(options);
  const restoreApi = mockApi(server.routes);
  const popups = stubPopups();
  sessionStore.storeLogin({ jwt: 'login.jwt', userId: 'lawyer1', isUENUpdated: 'Y', isLAActive: 'true' });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <StatusTabHost />
    </QueryClientProvider>,
  );
  const cleanup = () => {
    restoreApi();
    popups.restore();
    queryClient.clear();
    act(() => toastQueue.clear());
  };
  return { server, popups, queryClient, cleanup };
}

export const user = () => userEvent.setup({ delay: null });

/** The requisitions table once its rows have arrived. */
export async function requisitionTable(rowCount: number) {
  const table = await screen.findByRole('grid', { name: 'Requisitions' });
  await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(rowCount + 1));
  return within(table);
}

/** Presses a requisition's play button; answers its agencies table once the rows have arrived. */
export async function openAgencies(lfControlNo: string) {
  await user().click(await screen.findByRole('button', { name: `Agency status of ${lfControlNo}` }));
  const table = await screen.findByRole('grid', { name: `Agencies of ${lfControlNo}` });
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
  return within(table);
}

/** The body row of a table whose row header names `name`. */
export function rowOf(table: Pick<typeof screen, 'getByRole'>, name: string | RegExp) {
  const row = table.getByRole('rowheader', { name }).closest('tr');
  if (!row) throw new Error(`no row for ${String(name)}`);
  return within(row);
}
