import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ALL_ASSIGNED, CLIENT_ASSIGNED } from '../../../machines/stakeholder-assignment.samples';
import type { AssignmentRequest } from '../../../src/app/screens/stakeholders/assignment/assignment-request';
import { StakeholderAssignment } from '../../../src/app/screens/stakeholders/assignment/StakeholderAssignment';
import { messages } from '../../../src/domain/messages';
import { propertyFor } from './assignment-fixtures';
import { user } from './assignment-screen';

function withQueries(children: ReactNode) {
  return <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
}

describe('StakeholderAssignment, as the summary page uses it', () => {
  it('renders nothing without a request', () => {
    const { container } = render(withQueries(<StakeholderAssignment property={propertyFor(ALL_ASSIGNED)} request={null} onFinished={vi.fn()} />));
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a new request replaces the open flow with a fresh one', async () => {
    const property = propertyFor(CLIENT_ASSIGNED);
    const onFinished = vi.fn();
    const view = (request: AssignmentRequest) => withQueries(<StakeholderAssignment property={property} request={request} onFinished={onFinished} />);
    const { rerender } = render(view({ action: 'assign', role: 'buyerAgent' }));
    const agentSearch = within(screen.getByRole('dialog', { name: "Assign Buyer's Agent" })).getByRole('textbox', { name: 'Estate Agency Name' });
    await user().type(agentSearch, 'ERA');

    rerender(view({ action: 'assign', role: 'sellerAgent' }));
    const fresh = within(screen.getByRole('dialog', { name: "Assign Seller's Agent" }));
    expect(fresh.getByRole('textbox', { name: 'Estate Agency Name' })).toHaveValue('');
    expect(fresh.getByText(messages.assignSearchPrompt)).toBeInTheDocument();
    expect(onFinished).not.toHaveBeenCalled();
  });
});
