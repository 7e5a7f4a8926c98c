import { describe, expect, it } from 'vitest';
import { opensChecklist } from '../../src/domain/checklist-access';

describe('opensChecklist', () => {
  it('opens a case’s checklist only when the firm has the add-on and the case has a checklist', () => {
    expect(opensChecklist(true, 'LA-000101')).toBe(true);
    expect(opensChecklist(false, 'LA-000101')).toBe(false);
    expect(opensChecklist(true, null)).toBe(false);
    expect(opensChecklist(true, undefined)).toBe(false);
    expect(opensChecklist(true, '')).toBe(false);
  });
});
