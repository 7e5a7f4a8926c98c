import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HelpSupportSection } from '../../../src/app/screens/public/HelpSupportSection';
import { AGENCY_FEE_TABLE, agencyDisplayName } from '../../../src/domain/requisitions/agencies';
import { chargeLineFor, lineTotal } from '../../../src/domain/requisitions/fees';
import { formatCents } from '../../../src/domain/requisitions/money';

/** Issue 18 item 8: the public Fees and Charges agree with what the requisition page charges. */
async function agencyTable() {
  render(<HelpSupportSection />);
  await userEvent.setup().click(screen.getByRole('tab', { name: 'Fees and Charges' }));
  return within(await screen.findByRole('grid', { name: 'Legal requisition charges by agency' }));
}

describe('Fees and Charges', () => {
  it('shows for URA the agency’s charge, what the processing fee and its GST add, and the total as charged', async () => {
    const table = await agencyTable();
    expect(table.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Agency',
      'Agency charge (with GST)',
      'Processing fee',
      'GST on processing fee',
      'Total charged',
      'Estimated reply',
    ]);
    const ura = table.getByRole('rowheader', { name: 'URA' }).closest('tr');
    if (!ura) throw new Error('no URA row');
    expect(within(ura).getAllByRole('gridcell').map((cell) => cell.textContent)).toEqual(['S$54.50', 'S$3.50', 'S$0.32', 'S$58.32', '3 days']);
    expect(screen.getByText(/For URA: S\$54\.50 \+ S\$3\.50 \+ S\$0\.32 GST = S\$58\.32\./)).toBeInTheDocument();
  });

  it('every agency’s total is the one its charge card on the requisition page shows, under the same name', async () => {
    const table = await agencyTable();
    for (const fee of AGENCY_FEE_TABLE) {
      const row = table.getByRole('rowheader', { name: agencyDisplayName(fee.agencyCode, fee.deptCode) }).closest('tr');
      expect(row).toHaveTextContent(`S$${formatCents(lineTotal(chargeLineFor(fee, 1)))}`);
    }
  });

  it('lists the transaction fee every requisition carries once', async () => {
    const table = await agencyTable();
    expect(table.getByRole('rowheader', { name: 'Transaction Fee (once per requisition)' }).closest('tr')).toHaveTextContent('S$0.22');
  });
});
