/**
 * What the history records (issue 20 "History"): one kind per write the product makes, each in a group the case
 * timeline and the audit log filter by. A kind's label is what the timeline shows beside the event's summary.
 *
 * Case kinds carry the case they changed (the case timeline shows them); account and firm kinds do not.
 */
export const HISTORY_GROUPS = [
  'case',
  'parties',
  'documents',
  'requisitions',
  'services',
  'billing',
  'checklist',
  'lifecycle',
  'contacts',
  'account',
  'firm',
] as const;
export type HistoryGroup = (typeof HISTORY_GROUPS)[number];

export const HISTORY_GROUP_LABELS: Readonly<Record<HistoryGroup, string>> = {
  case: 'Case details',
  parties: 'Parties',
  documents: 'Documents',
  requisitions: 'Requisitions',
  services: 'Other services',
  billing: 'Billing',
  checklist: 'Checklist',
  lifecycle: 'Workflow',
  contacts: 'Contacts',
  account: 'Logins and account',
  firm: 'Firm settings',
};

interface KindInfo {
  group: HistoryGroup;
  label: string;
}

export const HISTORY_EVENT_KINDS = {
  'case.created': { group: 'case', label: 'Case created' },
  'case.updated': { group: 'case', label: 'Case details changed' },
  'case.deleted': { group: 'case', label: 'Case deleted' },
  'party.assigned': { group: 'parties', label: 'Party assigned' },
  'party.unassigned': { group: 'parties', label: 'Party removed' },
  'secondary.saved': { group: 'parties', label: 'Stakeholder saved' },
  'secondary.removed': { group: 'parties', label: 'Stakeholder removed' },
  'document.saved': { group: 'documents', label: 'Document saved' },
  'document.removed': { group: 'documents', label: 'Document removed' },
  'document.printed': { group: 'documents', label: 'Document printed' },
  'document.sent': { group: 'documents', label: 'Document sent' },
  'document.uploaded': { group: 'documents', label: 'Files uploaded' },
  'document.signing': { group: 'documents', label: 'Sent for signing' },
  'document.signed': { group: 'documents', label: 'Signed copy received' },
  'requisition.submitted': { group: 'requisitions', label: 'Requisition submitted' },
  'requisition.drafted': { group: 'requisitions', label: 'Requisition drafted' },
  'requisition.discarded': { group: 'requisitions', label: 'Draft discarded' },
  'requisition.replied': { group: 'requisitions', label: 'Agency replied' },
  'requisition.printed': { group: 'requisitions', label: 'Reply printed' },
  'service.requested': { group: 'services', label: 'Service requested' },
  'service.replied': { group: 'services', label: 'Service replied' },
  'service.printed': { group: 'services', label: 'Service reply printed' },
  'billing.printed': { group: 'billing', label: 'Bill printed' },
  'billing.exported': { group: 'billing', label: 'Report exported' },
  'checklist.opened': { group: 'checklist', label: 'Checklist opened' },
  'checklist.ticked': { group: 'checklist', label: 'Checklist item ticked' },
  'checklist.unticked': { group: 'checklist', label: 'Checklist item unticked' },
  'stage.confirmed': { group: 'lifecycle', label: 'Step confirmed' },
  'stage.withdrawn': { group: 'lifecycle', label: 'Confirmation withdrawn' },
  'stamp-duty.saved': { group: 'lifecycle', label: 'Stamp duty saved' },
  'stamp-duty.printed': { group: 'lifecycle', label: 'Stamp duty printed' },
  'contact.added': { group: 'contacts', label: 'Contact added' },
  'contact.updated': { group: 'contacts', label: 'Contact changed' },
  'contact.deleted': { group: 'contacts', label: 'Contact deleted' },
  'account.login': { group: 'account', label: 'Logged in' },
  'account.login-failed': { group: 'account', label: 'Login failed' },
  'account.logout': { group: 'account', label: 'Logged out' },
  'account.password-changed': { group: 'account', label: 'Password changed' },
  'account.password-reset': { group: 'account', label: 'Password reset' },
  'account.security-questions': { group: 'account', label: 'Security questions set' },
  'account.disclaimer': { group: 'account', label: 'Disclaimer accepted' },
  'firm.logo': { group: 'firm', label: 'Logo changed' },
  'firm.uen': { group: 'firm', label: 'UEN changed' },
} as const satisfies Record<string, KindInfo>;

export type HistoryEventKind = keyof typeof HISTORY_EVENT_KINDS;
export const HISTORY_EVENT_KIND_NAMES = Object.keys(HISTORY_EVENT_KINDS) as HistoryEventKind[];

export function isHistoryEventKind(value: string): value is HistoryEventKind {
  return Object.hasOwn(HISTORY_EVENT_KINDS, value);
}

export function kindsOfGroup(group: HistoryGroup): HistoryEventKind[] {
  return HISTORY_EVENT_KIND_NAMES.filter((kind) => HISTORY_EVENT_KINDS[kind].group === group);
}

/** The groups a case's timeline can hold: contacts, logins and firm settings belong to no case. */
export const CASE_HISTORY_GROUPS: readonly HistoryGroup[] = HISTORY_GROUPS.filter(
  (group) => group !== 'contacts' && group !== 'account' && group !== 'firm',
);
