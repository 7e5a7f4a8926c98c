import { describe, expect, it } from 'vitest';
import { dateRangeOrderProblem, dateSearchProblem } from '../../src/domain/date-range';
import { messages } from '../../src/domain/messages';

describe('completion-date range search', () => {
  it.each([
    ['2027-01-01', '2027-01-31', null],
    ['2027-01-31', '', null],
    ['', '2027-01-31', null],
    ['2027-01-15', '2027-01-15', null],
    ['2027-02-01', '2027-01-01', messages.dateSearchFromAfterTo],
    ['', '', messages.dateSearchEmpty],
  ])('From %j To %j → %j', (fromDate, toDate, problem) => {
    expect(dateSearchProblem({ fromDate, toDate })).toBe(problem);
  });

  it('lets the API take an open range on both sides, refusing only a From after the To', () => {
    expect(dateRangeOrderProblem({ fromDate: '', toDate: '' })).toBeNull();
    expect(dateRangeOrderProblem({ fromDate: '2027-02-01', toDate: '2027-01-01' })).toBe(messages.dateSearchFromAfterTo);
  });
});
