/**
 * One problem of the property form, tied to the field that shows it: 'lawfirmRefNo', 'applicantInfo.applicantName',
 * 'lotInfos.0.mktsNo', 'strataLotNo' … (the draft's own paths, so a field's message can go when that value changes).
 */
export interface PropertyProblem {
  field: string;
  /** What the error alert lists (seed 000 §8: every message in one alert). */
  message: string;
  /**
   * What the field itself shows, where the seed words the same problem a second way (seed 000 §5: 'MKTS Number
   * cannot be empty!' / 'Input Number cannot be empty'); otherwise the field shows `message`.
   */
  fieldMessage?: string;
}

/** The alert's messages, in the rules' order, each listed once. */
export function problemMessages(problems: readonly PropertyProblem[]): string[] {
  return [...new Set(problems.map((problem) => problem.message))];
}

/** The message under each field: the first problem found for it. */
export function problemsByField(problems: readonly PropertyProblem[]): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const { field, message, fieldMessage } of problems) byField[field] ??= fieldMessage ?? message;
  return byField;
}

/** The value at a field path ('lawfirmRefNo', 'lotInfos.0.mktsNo'), for comparing two drafts. */
function valueAt(draft: object, path: string): string {
  let value: unknown = draft;
  for (const part of path.split('.')) {
    value = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[part] : undefined;
  }
  return JSON.stringify(value) ?? '';
}

/** A field's message goes as soon as the user changes that field; the others stay until the next save. */
export function fieldErrorsStillStanding(errors: Readonly<Record<string, string>>, before: object, after: object): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).filter(([path]) => valueAt(before, path) === valueAt(after, path)));
}
