import { messages } from '../../../src/domain/messages';
import { clientSearchProblem } from '../../../src/domain/stakeholder-rules';
import { json, neverAnswers, type MockHandler, type MockRoutes } from '../../support/mock-api';
import { CONTACTS, ERA, LAW_FIRMS, OPEN_PROPERTY, RAJAH_FIRM, SALESPERSONS } from './assignment-fixtures';

/**
 * The assignment calls as the server answers them, for the modal stories: searches over a few contacts,
 * firms and agencies, the salesperson register, and writes that answer with the property.
 */

const contains = (text: string | undefined, part: string) => (text ?? '').toLowerCase().includes(part.trim().toLowerCase());

const property: MockHandler = () => json(OPEN_PROPERTY);

export const assignmentHandlers = {
  searchClient: (({ params }) => {
    const problem = clientSearchProblem(params.text ?? '');
    if (problem) return json({ errormsg: problem }, 400);
    return json(CONTACTS.filter((contact) => contact.clientCategory === params.category && contains(contact.compName, params.text ?? '')));
  }) satisfies MockHandler,
  searchAgent: (({ params }) => json([ERA].filter((agent) => contains(agent.compName, params.text ?? '')))) satisfies MockHandler,
  fetchFirms: (({ body }) => {
    const name = typeof body === 'object' && body !== null && 'acctName' in body ? String(body.acctName) : '';
    const accountList = LAW_FIRMS.filter((firm) => contains(firm.acctName, name));
    return json({ recordCount: accountList.length, accountList });
  }) satisfies MockHandler,
  firmUsers: (() => json(RAJAH_FIRM)) satisfies MockHandler,
  salespersons: (() =>
    json({ success: true, result: { resource_id: 'salespersons', total: SALESPERSONS.length, records: SALESPERSONS } })) satisfies MockHandler,
  /** The server's refusal of an unassign while lawyers remain. */
  removeRefused: (() => json({ errormsg: messages.removeBothLawyersFirst }, 409)) satisfies MockHandler,
  never: neverAnswers satisfies MockHandler,
} as const;

export function assignmentApi(overrides: MockRoutes = {}): MockRoutes {
  return {
    'GET /search-client/{category}/{text}/{propertyId}': assignmentHandlers.searchClient,
    'POST /add-client-to-property': property,
    'POST /fetchusersbylawfirmname': assignmentHandlers.fetchFirms,
    'GET /retrievelawfirmuser/{accountId}/{appId}': assignmentHandlers.firmUsers,
    'POST /add-lawyer-to-property': property,
    'GET /search-agent/{text}/{propertyId}': assignmentHandlers.searchAgent,
    'POST /link-agent-to-property/{propertyId}/{clientInfoId}/{agentFlag}': property,
    'POST /add-agent-to-property/{propertyId}/{agentFlag}': property,
    'GET /sandbox/datagov/datastore_search': assignmentHandlers.salespersons,
    'POST /remove-assigned-client': property,
    'POST /remove-assigned-lawyer': property,
    ...overrides,
  };
}
