import * as v from 'valibot';
import type { Property } from '../../src/api/property-form';
import { messages } from '../../src/domain/messages';
import { canAssignSecondary } from '../../src/domain/stakeholder-rules';
import {
  SECONDARY_KINDS,
  kindOfInfoName,
  secondaryInfoProblems,
  secondaryInfoSchema,
  type SecondaryKind,
} from '../../src/domain/stakeholder-secondary';
import { caseProgressRoute } from '../support/case-progress-api';
import { demoApi, json, type MockHandler, type MockRoutes } from '../support/mock-api';

/**
 * The summary's part of the server, in memory, for stories and screen tests: one property, the secondary
 * stakeholder assign and remove calls answering as the server does (the shared rules, a 409 while Pending,
 * the property as it now is), unassigning a primary stakeholder, plus the demo shell calls.
 */
export interface SummaryServer {
  routes: MockRoutes;
  /** The property as it is now. */
  property: () => Property;
}

interface AssignBody {
  propertyInfoId?: number;
  kind?: string;
  info?: unknown;
}

const isKind = (kind: unknown): kind is SecondaryKind => typeof kind === 'string' && Object.hasOwn(SECONDARY_KINDS, kind);

const badRequest = (errors: string[]) => json({ errormsg: messages.badRequest, errors }, 400);

export function summaryServer(start: Property, overrides: MockRoutes = {}): SummaryServer {
  let current: Property = structuredClone(start);
  let nextId = 900;

  const getProperty: MockHandler = ({ params }) => (Number(params.id) === current.id ? json(current) : json({ errormsg: messages.notFound }, 404));

  const assign: MockHandler = ({ body }) => {
    const { propertyInfoId, kind, info } = (body ?? {}) as AssignBody;
    if (propertyInfoId !== current.id) return json({ errormsg: messages.notFound }, 404);
    if (!isKind(kind)) return badRequest(['kind: not a secondary stakeholder kind']);
    const allowed = canAssignSecondary({ status: current.status });
    if (!allowed.allowed) return json({ errormsg: allowed.message }, 409);
    const parsed = v.safeParse(secondaryInfoSchema(kind), info);
    if (!parsed.success) return badRequest(parsed.issues.map((issue) => `info.${v.getDotPath(issue) ?? ''}: ${issue.message}`));
    const values = parsed.output as Record<string, string>;
    const empty = secondaryInfoProblems(values);
    if (empty.length > 0) return badRequest(empty);
    const infoName = SECONDARY_KINDS[kind].infoName;
    current = { ...current, [infoName]: { id: current[infoName]?.id ?? nextId++, ...values } };
    return json(current);
  };

  const remove: MockHandler = ({ body }) => {
    const { propertyInfoId, kind } = (body ?? {}) as AssignBody;
    if (propertyInfoId !== current.id) return json({ errormsg: messages.notFound }, 404);
    const known = typeof kind === 'string' ? kindOfInfoName(kind) : undefined;
    if (!known) return badRequest(['kind: not a secondary stakeholder info object']);
    current = { ...current, [SECONDARY_KINDS[known].infoName]: null };
    return json(current);
  };

  // Unassigning answers as the server does: the party goes, and without all four primary parties the
  // property is Pending again.
  const unassign = (role: 'buyer' | 'seller' | 'buyerLawyer' | 'sellerLawyer' | 'buyerAgent' | 'sellerAgent') => {
    const status = role.endsWith('Agent') ? current.status : 'Pending';
    current = { ...current, [role]: null, status };
    return json(current);
  };
  const CLIENT_ROLES = { B: 'buyer', S: 'seller' } as const;
  const AGENT_ROLES = { '0': 'buyerAgent', '1': 'sellerAgent' } as const;
  const LAWYER_ROLES = { B: 'buyerLawyer', S: 'sellerLawyer' } as const;
  const removeClient: MockHandler = ({ body }) => {
    const { agentFlag, clientFlag } = (body ?? {}) as { agentFlag?: string; clientFlag?: string };
    const role =
      agentFlag === '0' || agentFlag === '1' ? AGENT_ROLES[agentFlag] : clientFlag === 'B' || clientFlag === 'S' ? CLIENT_ROLES[clientFlag] : null;
    return role ? unassign(role) : badRequest(['clientFlag: B or S']);
  };
  const removeLawyer: MockHandler = ({ body }) => {
    const { lawyerFlag } = (body ?? {}) as { lawyerFlag?: string };
    return lawyerFlag === 'B' || lawyerFlag === 'S' ? unassign(LAWYER_ROLES[lawyerFlag]) : badRequest(['lawyerFlag: B or S']);
  };

  return {
    routes: {
      ...demoApi(),
      'GET /get-property/{id}': getProperty,
      'POST /get-case-progress': caseProgressRoute(() => current),
      'POST /assign-2nd-stakeholder': assign,
      'POST /remove-assigned-2nd-stakeholder': remove,
      'POST /remove-assigned-client': removeClient,
      'POST /remove-assigned-lawyer': removeLawyer,
      ...overrides,
    },
    property: () => current,
  };
}

/** A 400 naming fields as the server does ('info.<field>: message'), whatever was sent. */
export function refusesFields(errors: string[]): MockHandler {
  return () => badRequest(errors);
}
