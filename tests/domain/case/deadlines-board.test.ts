import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { BOARD_STAGES } from '../../../src/domain/case/board-stages';
import { boardRecordJson, type BoardCase } from '../../../src/domain/case/deadlines-board';

const at = (instant: string) => Temporal.Instant.from(instant);

const entry = (next: BoardCase['next']): BoardCase => ({
  propertyId: 7,
  propertyRefNo: 'PCN-2026-000107',
  lawfirmRefNo: 'TL/CONV/2026/0007',
  propAddress: '2 MARINA BOULEVARD, #45-05, SINGAPORE 018987',
  stage: 'optionExercised',
  next,
  lawyerName: 'Wei Ming Tan',
});

// A day's deadline as the server stores it: the last moment of that day in Singapore.
const stampDuty = { kind: 'stampDuty', label: 'Stamp duty due', dueAt: at('2026-03-14T23:59:59.999+08:00') } as const;

describe('a line of the deadlines board', () => {
  it('shows the stored next deadline on the Singapore clock, with its stage by name', () => {
    expect(boardRecordJson(entry(stampDuty), at('2026-03-01T09:00:00+08:00'))).toEqual({
      propertyId: 7,
      propertyRefNo: 'PCN-2026-000107',
      lawfirmRefNo: 'TL/CONV/2026/0007',
      propAddress: '2 MARINA BOULEVARD, #45-05, SINGAPORE 018987',
      stage: 'optionExercised',
      stageName: 'Option exercised',
      next: { kind: 'stampDuty', label: 'Stamp duty due', due: '2026-03-14T23:59:59.999+08:00', dueDate: '2026-03-14', state: 'upcoming' },
      lawyerName: 'Wei Ming Tan',
    });
  });

  it('flags the deadline from the time of reading: due within 72 hours, then overdue once past (Singapore midnight)', () => {
    const stateAt = (now: string) => boardRecordJson(entry(stampDuty), at(now)).next?.state;
    expect(stateAt('2026-03-11T23:59:59.998+08:00')).toBe('upcoming');
    expect(stateAt('2026-03-11T23:59:59.999+08:00')).toBe('dueSoon');
    expect(stateAt('2026-03-14T23:59:59.999+08:00')).toBe('dueSoon');
    expect(stateAt('2026-03-15T00:00:00+08:00')).toBe('overdue');
  });

  it('has no deadline when the case has none', () => {
    expect(boardRecordJson(entry(null), at('2026-03-01T09:00:00+08:00')).next).toBeNull();
  });

  it('filters by every stage but closed, which is off the board', () => {
    expect(BOARD_STAGES).toHaveLength(9);
    expect(BOARD_STAGES).not.toContain('closed');
    expect(BOARD_STAGES[0]).toBe('opened');
  });
});
