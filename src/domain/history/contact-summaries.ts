/** The history's one-line summaries of the contact book's writes (issue 20), naming the contact as it is listed. */

const named = (name: string) => (name.trim() ? `the contact ${name.trim()}` : 'a contact');

export function contactAddedSummary(name: string): string {
  return `Added ${named(name)}.`;
}

export function contactUpdatedSummary(name: string): string {
  return `Changed ${named(name)}.`;
}

export function contactDeletedSummary(name: string): string {
  return `Deleted ${named(name)}.`;
}
