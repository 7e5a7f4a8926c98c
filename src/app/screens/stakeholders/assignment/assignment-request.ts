/**
 * What a property summary card asks the assignment modals for: its add / edit icon assigns (edit replaces
 * the holder), its delete icon unassigns. The machine defines it, so the card and the flow agree.
 */
export type { AssignmentRequest, StakeholderRole } from '../../../../../machines/stakeholder-assignment.types';
