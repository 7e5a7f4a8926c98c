import { describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/messages';
import { validateNewAgent, type NewAgentForm } from '../../src/domain/stakeholder-agent-rules';

const agent: NewAgentForm = {
  compName: 'PROPNEX REALTY PTE. LTD.',
  uenNo: '',
  estateAgentCEALicenceNo: 'L3008022J',
  address: '480 Lorong 6 Toa Payoh',
  clientContacts: [{ individualName: 'TAN AH BENG', agentCEANo: 'R012345A', email: '', contactNo: '' }],
};
const person = (change: Partial<NewAgentForm['clientContacts'][number]>): Partial<NewAgentForm> => ({
  clientContacts: [{ ...agent.clientContacts[0]!, ...change }],
});

describe('new estate agent rules (ours)', () => {
  it.each<[string, Partial<NewAgentForm>, string[]]>([
    ['valid agency', {}, []],
    ['agency name', { compName: '' }, [messages.agencyNameEmpty]],
    ['UEN checked when entered', { uenNo: '12345' }, [messages.enterValidUen]],
    ['salesperson name', person({ individualName: '' }), [messages.agentNameEmpty]],
    ['salesperson CEA no.', person({ agentCEANo: '' }), [messages.agentCeaNoEmpty]],
    ['salesperson e-mail format', person({ email: 'x@y' }), [messages.contactEmailInvalid]],
    ['salesperson phone 8 digits', person({ contactNo: '123' }), [messages.contactNoInvalid]],
  ])('%s', (_name, change, expected) => {
    expect(validateNewAgent({ ...agent, ...change })).toEqual(expected);
  });
});
