/**
 * What the form machines (property, contact, template document) count as an edit, for the question asked before
 * leaving a form with unsaved changes (issue 18): a change that gives some field another value. Drafts are plain
 * data, so values compare as JSON; a change that puts back what was there is not an edit.
 */
export function changesAnything<T extends object>(current: T, patch: Partial<T>): boolean {
  return (Object.keys(patch) as Array<keyof T>).some((key) => JSON.stringify(current[key]) !== JSON.stringify(patch[key]));
}
