import { describe, expect, it } from 'vitest';
import { checklistItemTicked, checklistItemUnticked, checklistOpened } from '../../../src/domain/history/checklist-summaries';

describe('checklist summaries', () => {
  it('name the checklist and the item by its label', () => {
    expect(checklistOpened('LA-000123')).toBe('Opened the checklist LA-000123.');
    expect(checklistItemTicked('Caveat lodged with the Singapore Land Authority')).toBe(
      'Ticked the checklist item: Caveat lodged with the Singapore Land Authority.',
    );
    expect(checklistItemUnticked('Caveat lodged with the Singapore Land Authority')).toBe(
      'Unticked the checklist item: Caveat lodged with the Singapore Land Authority.',
    );
  });
});
