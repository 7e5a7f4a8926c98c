import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { AssignmentOutcome } from '../../../machines/stakeholder-assignment.types';
import type { Property } from '../../../src/api/stakeholders';
import { AssignmentActorOverridesContext, type AssignmentActorOverrides } from '../../../src/app/screens/stakeholders/assignment/assignment-actors';
import type { AssignmentRequest } from '../../../src/app/screens/stakeholders/assignment/assignment-request';
import { StakeholderAssignment } from '../../../src/app/screens/stakeholders/assignment/StakeholderAssignment';
import { toastQueue, Toasts } from '../../../src/app/ui';

/**
 * What the assignment screen tests share: the modals as a summary card opens them (the request cleared when
 * the flow finishes, as the page does), the app's toasts, and a query cache that reaches no network.
 */

function Host({ property, initial, outcomes }: { property: Property; initial: AssignmentRequest; outcomes: AssignmentOutcome[] }) {
  const [request, setRequest] = useState<AssignmentRequest | null>(initial);
  return (
    <>
      <StakeholderAssignment
        property={property}
        request={request}
        onFinished={(outcome) => {
          outcomes.push(outcome);
          setRequest(null);
        }}
      />
      <Toasts />
    </>
  );
}

/** A contact listing page in the cache, which a change must mark stale. */
export const CONTACT_LISTING_KEY = ['contacts', 'list', 'screen-test'] as const;

export function renderAssignment(property: Property, request: AssignmentRequest, overrides: AssignmentActorOverrides) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(CONTACT_LISTING_KEY, { records: [], recordCount: 0, pageNo: 1, pageSize: 10 });
  const outcomes: AssignmentOutcome[] = [];
  render(
    <QueryClientProvider client={queryClient}>
      <AssignmentActorOverridesContext.Provider value={overrides}>
        <Host property={property} initial={request} outcomes={outcomes} />
      </AssignmentActorOverridesContext.Provider>
    </QueryClientProvider>,
  );
  return { queryClient, outcomes };
}

export type AssignmentScreen = ReturnType<typeof renderAssignment>;

export const user = () => userEvent.setup({ delay: null });

/** The assignment modal (a dialog, not the confirmation alerts or the toasts). */
export const modal = () => screen.getByRole('dialog');

export async function pressInAlert(title: string, name: string): Promise<void> {
  await user().click(within(screen.getByRole('alertdialog', { name: title })).getByRole('button', { name }));
}

/** Replaces what a field holds, the way a user does: select it, then paste the new text. */
export async function fill(field: HTMLElement, text: string): Promise<void> {
  await user().clear(field);
  if (text) {
    await user().click(field);
    await user().paste(text);
  }
}

/** The toast queue is the app's one queue: what a test raised must not show in the next. */
export function clearToasts(): void {
  act(() => toastQueue.clear());
}
