import { describe, expect, it } from 'vitest';
import { billsPrinted, reportExported } from '../../../src/domain/history/billing-summaries';

describe('billing summaries', () => {
  it('name the requisitions whose bills were printed', () => {
    expect(billsPrinted(['LF1'])).toBe('Printed the bill of requisition LF1.');
    expect(billsPrinted(['LF1', 'LF2'])).toBe('Printed the bills of requisitions LF1, LF2.');
  });

  it('name the report exported and how many rows it held', () => {
    expect(reportExported('billing', 1)).toBe('Exported the billing report as CSV (1 row).');
    expect(reportExported('requisition', 12)).toBe('Exported the requisition report as CSV (12 rows).');
  });
});
