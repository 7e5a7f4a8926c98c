import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../src/domain/messages';
import { ACTIVE_PROPERTY, DOCUMENT_ACTIVITY, PENDING_PROPERTY } from '../../../stories/property-summary/summary-fixtures';
import { json } from '../../../stories/support/mock-api';
import { loaded, renderSummary, user } from './summary-screen';

vi.mock('../../../src/app/screens/stakeholders/assignment/StakeholderAssignment', () => import('./stand-in-assignment'));

let cleanup: () => void = () => undefined;
afterEach(() => cleanup());

function render(options: Parameters<typeof renderSummary>[0]) {
  const rendered = renderSummary(options);
  cleanup = rendered.cleanup;
  return rendered;
}

const fact = (label: string) => screen.getByText(label).nextElementSibling;

describe('the property summary page', () => {
  it('heads the page with the property address, its reference numbers and status', async () => {
    render({ property: PENDING_PROPERTY, start: '/property-summary/101/true' });
    await loaded();
    expect(screen.getByRole('heading', { level: 1, name: 'Stakeholder Profiles' })).toBeInTheDocument();
    expect(fact('Property Address')).toHaveTextContent('2 MARINA BOULEVARD, #45-01, SINGAPORE 018956');
    expect(fact('Property Control No.')).toHaveTextContent('PCN-2026-000101');
    expect(fact('Reference No.')).toHaveTextContent('TL/CONV/0101');
    expect(fact('Status')).toHaveTextContent('Pending');
  });

  it('a property that cannot be fetched leads to the get-property page (seed 000 §8)', async () => {
    const { router } = render({
      property: PENDING_PROPERTY,
      overrides: { 'GET /get-property/{id}': () => json({ errormsg: messages.notFound }, 404) },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/get-property'));
  });

  it('a path without a property number leads there too', async () => {
    const { router } = render({ property: PENDING_PROPERTY, start: '/property-summary/abc' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/get-property'));
  });
});

describe('the document activity modal', () => {
  it('lists printed, sent, updated and original documents, latest first, with Singapore times', async () => {
    render({ property: { ...ACTIVE_PROPERTY, propertyDocument: DOCUMENT_ACTIVITY } });
    await loaded();
    await user().click(screen.getByRole('button', { name: 'Document Activity' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Document Activity' }));
    expect(dialog.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['S/No', 'Type', 'Action Date', 'Recipient', 'File Name']);
    const rows = dialog.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('img').getAttribute('aria-label'))).toEqual(['Print', 'Sent', 'Original']);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      '04/03/2026 08:15 AM',
      '03/03/2026 02:30 PM',
      '02/03/2026 09:05 AM',
    ]);
    expect(rows[1]).toHaveTextContent('Lim Boon Keng, Mei Ling Ong');
    expect(rows[0]).toHaveTextContent('WTA_PCN-2026-000101.pdf');
    expect(rows.map((row) => within(row).getAllByRole('gridcell')[0]?.textContent)).toEqual(['1', '2', '3']);
  });

  it('says so when nothing has happened to the documents yet', async () => {
    render({ property: ACTIVE_PROPERTY });
    await loaded();
    await user().click(screen.getByRole('button', { name: 'Document Activity' }));
    expect(within(screen.getByRole('dialog', { name: 'Document Activity' })).getByText(messages.noDocumentActivity)).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
