import type { NewAgentForm } from '../src/domain/stakeholder-agent-rules';
import type { NewLawyerForm } from '../src/domain/stakeholder-rules';
import { failureText } from './flow-alert';
import {
  agentFlag,
  isClientRole,
  sideFlag,
  type AgentPayload,
  type ChosenFirm,
  type LawyerPayload,
  type RemoveClientRequest,
  type StakeholderRole,
} from './stakeholder-assignment.types';

/** The bodies the stakeholder-assignment machine sends, built from what the user chose (seed 000 §3, §7; 001 §7). */

/** Buyer or seller: clientFlag names the side; an agent: agentFlag does (seed 001 §7). */
export function removeClientRequest(propertyInfoId: number, role: StakeholderRole): RemoveClientRequest {
  return isClientRole(role)
    ? { propertyInfoId, agentFlag: '', clientFlag: sideFlag(role) }
    : { propertyInfoId, agentFlag: agentFlag(role), clientFlag: '' };
}

/** The picked firm user as the lawyer, with the firm's name and address. */
export function lawyerFromFirmUser(firm: ChosenFirm | null, userid: string | null): LawyerPayload {
  const details = firm?.details;
  const user = details?.lstCMSUsrInfo?.find((candidate) => candidate.userid === userid);
  return {
    userId: user?.userid ?? '',
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    email: user?.email ?? '',
    contact: user?.contactnumber ?? '',
    lawfirmName: details?.acctName ?? firm?.acctName ?? '',
    address1: details?.address1 ?? '',
    address2: details?.address2 ?? '',
    postalCode: details?.postalCode ?? '',
  };
}

export function lawyerFromDraft(draft: NewLawyerForm): LawyerPayload {
  return {
    lawfirmName: draft.lawfirmName.trim(),
    firstName: draft.firstName.trim(),
    lastName: draft.lastName.trim(),
    email: draft.email.trim(),
    contact: draft.contact.trim(),
    address1: draft.address1.trim(),
    address2: draft.address2.trim(),
    postalCode: draft.postalCode.trim(),
    faxNumber: draft.faxNumber.trim(),
    referenceNumber: draft.referenceNumber.trim(),
  };
}

export function agentFromDraft(draft: NewAgentForm): AgentPayload {
  return {
    compName: draft.compName.trim(),
    uenNo: draft.uenNo.trim().toUpperCase(),
    address: draft.address.trim(),
    estateAgentCEALicenceNo: draft.estateAgentCEALicenceNo.trim().toUpperCase(),
    // The one salesperson is the agency's primary contact (the seed's '0'), a signatory ('0').
    clientContacts: draft.clientContacts.map((person) => ({
      individualName: person.individualName.trim(),
      agentCEANo: person.agentCEANo.trim().toUpperCase(),
      email: person.email.trim(),
      contactNo: person.contactNo.trim(),
      isPrimary: '0',
      contactType: '0',
    })),
    clientCategory: '0',
    isAgent: '1',
  };
}

/** A failed call's words: the API client's message (also when a test hands the error over as plain data). */
export function errorText(error: unknown): string {
  if (isRecord(error) && !(error instanceof Error) && typeof error.message === 'string' && error.message) return error.message;
  return failureText(error);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
