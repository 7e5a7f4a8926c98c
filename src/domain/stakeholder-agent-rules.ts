import { isEmail, isSgPhone } from './contact/formats';
import { messages } from './messages';
import type { FieldProblem } from './stakeholder-rules';
import { isValidUen } from './uen';

/**
 * An estate agency a user adds from the property (seed 000 §7 add-agent-to-property): its name and each
 * salesperson's name and CEA registration no. are needed; UEN, e-mail and phone are checked when entered.
 * The seed words none of these, so the messages are ours.
 */
export interface NewAgentPersonForm {
  individualName: string;
  agentCEANo: string;
  email: string;
  contactNo: string;
}

export interface NewAgentForm {
  compName: string;
  uenNo: string;
  estateAgentCEALicenceNo: string;
  address: string;
  clientContacts: readonly NewAgentPersonForm[];
}

export function newAgentProblems(form: NewAgentForm): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (!form.compName.trim()) problems.push({ field: 'compName', message: messages.agencyNameEmpty });
  if (form.uenNo.trim() && !isValidUen(form.uenNo)) problems.push({ field: 'uenNo', message: messages.enterValidUen });
  form.clientContacts.forEach((person, index) => {
    const prefix = `clientContacts.${index}.`;
    if (!person.individualName.trim()) problems.push({ field: `${prefix}individualName`, message: messages.agentNameEmpty });
    if (!person.agentCEANo.trim()) problems.push({ field: `${prefix}agentCEANo`, message: messages.agentCeaNoEmpty });
    if (person.email.trim() && !isEmail(person.email)) problems.push({ field: `${prefix}email`, message: messages.contactEmailInvalid });
    if (person.contactNo.trim() && !isSgPhone(person.contactNo)) {
      problems.push({ field: `${prefix}contactNo`, message: messages.contactNoInvalid });
    }
  });
  return problems;
}

export function validateNewAgent(form: NewAgentForm): string[] {
  return [...new Set(newAgentProblems(form).map((problem) => problem.message))];
}
