/**
 * The history's one-line summaries of a case's own writes (issue 20): created, changed, deleted. A case is named by
 * its control number and, when it has one, the firm's reference, so the audit log still says which case once the
 * case itself is gone.
 */
export interface CaseNames {
  propertyRefNo: string;
  lawfirmRefNo: string;
}

export function caseName({ propertyRefNo, lawfirmRefNo }: CaseNames): string {
  const reference = lawfirmRefNo.trim();
  return reference ? `${propertyRefNo} (${reference})` : propertyRefNo;
}

export function caseCreatedSummary(names: CaseNames): string {
  return `Created case ${caseName(names)}.`;
}

export function caseUpdatedSummary(names: CaseNames): string {
  return `Changed the details of case ${caseName(names)}.`;
}

export function caseDeletedSummary(names: CaseNames): string {
  return `Deleted case ${caseName(names)}.`;
}
