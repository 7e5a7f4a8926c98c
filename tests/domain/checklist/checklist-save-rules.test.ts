import { describe, expect, it } from 'vitest';
import { checkChecklistSave, type ChecklistSaveFields } from '../../../src/domain/checklist/checklist-save-rules';
import { messages } from '../../../src/domain/messages';

/** Seed 001 §5 "Property data on save from the checklist page". */

const ticked = { isChecked: '1' };
const unticked = { isChecked: '0' };

const fields = (changes: Partial<ChecklistSaveFields> = {}): ChecklistSaveFields => ({
  mcstNo: '2978',
  mcstDetails: [ticked],
  completionDate: '2030-06-30',
  strataLotNo: 'U4512N',
  ...changes,
});

describe('the checklist page save rules', () => {
  it('a case with a ticked MCST detail and a completion date may be saved', () => {
    expect(checkChecklistSave(fields()).problems).toEqual([]);
  });

  it("an MCST number with no detail ticked: 'Please select at least one MCST details.'", () => {
    expect(checkChecklistSave(fields({ mcstDetails: [unticked, unticked] })).problems).toEqual([messages.mcstDetailsNotSelected]);
    expect(checkChecklistSave(fields({ mcstDetails: [] })).problems).toEqual([messages.mcstDetailsNotSelected]);
  });

  it('one ticked detail among several is enough; a detail without the flag counts as ticked (only ticked ones are stored)', () => {
    expect(checkChecklistSave(fields({ mcstDetails: [unticked, ticked] })).problems).toEqual([]);
    expect(checkChecklistSave(fields({ mcstDetails: [{}] })).problems).toEqual([]);
  });

  it("no MCST at all, none ticked and no completion date: 'Completion Date Cannot be empty.'", () => {
    expect(checkChecklistSave(fields({ mcstNo: '', mcstDetails: [], completionDate: '' })).problems).toEqual([messages.completionDateEmpty]);
  });

  it('no MCST and a completion date: nothing to refuse', () => {
    expect(checkChecklistSave(fields({ mcstNo: ' ', mcstDetails: [] })).problems).toEqual([]);
  });

  it('an MCST number, none ticked, no date: both messages, in the seed order', () => {
    expect(checkChecklistSave(fields({ mcstDetails: [unticked], completionDate: ' ' })).problems).toEqual([
      messages.mcstDetailsNotSelected,
      messages.completionDateEmpty,
    ]);
  });

  it('ticked details still need the date (the property rules the server applies to the same save)', () => {
    expect(checkChecklistSave(fields({ completionDate: '' })).problems).toEqual([messages.completionDateEmpty]);
  });

  it.each([
    ['MK06-U4512N', 'U4512N'],
    ['MK-06-U4512N', 'U4512N'],
    ['U4512N', 'U4512N'],
    ['', ''],
    ['U4512N-', ''],
  ])('the strata lot number %j keeps only the part after the last hyphen: %j', (strataLotNo, kept) => {
    expect(checkChecklistSave(fields({ strataLotNo })).fields.strataLotNo).toBe(kept);
  });

  it('the other fields are sent as they are, and the input is left alone', () => {
    const input = fields({ strataLotNo: 'MK06-U4512N' });
    const { fields: sent } = checkChecklistSave(input);
    expect(sent).toEqual({ ...input, strataLotNo: 'U4512N' });
    expect(input.strataLotNo).toBe('MK06-U4512N');
  });
});
