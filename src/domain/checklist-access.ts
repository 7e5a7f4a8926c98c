/**
 * When a case's checklist can be opened (seed 000 §2, seed 001 §2.6, §2.9): the firm has the checklist add-on
 * (stored isLAActive is 'true') and the case has a checklist at the partner. The property listing and the
 * billing report both ask this one rule before offering the checklist view.
 */
export function opensChecklist(isLAActive: boolean, checkListId: string | null | undefined): checkListId is string {
  return isLAActive && typeof checkListId === 'string' && checkListId !== '';
}
