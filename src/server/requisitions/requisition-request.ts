import { messages } from '../../domain/messages';
import { joinAcraList, splitAcraList } from '../../domain/requisitions/acra-parties';
import { agencyDisplayName, agencyKey, findAgencyFee, type AgencyFee } from '../../domain/requisitions/agencies';
import { chargeLineFor, type ChargeLine } from '../../domain/requisitions/fees';
import { pageEntryProblems } from '../../domain/requisitions/page-entry';
import {
  DEFAULT_PLAN_INDICATOR,
  purposeOfRequest,
  selectionRefusal,
  type PlanIndicator,
  type PurposeCode,
} from '../../domain/requisitions/selection';
import { isValidUen } from '../../domain/uen';
import { BadRequestError } from '../http/errors';
import type { RequisitionFacts } from './requisition-facts';

/** What the server reads of a RequisitionRequest body; the rest is the client's and not trusted. */
export interface RequisitionInput {
  clientFlag?: string | undefined;
  applicantDetail?: { purposeReq?: PurposeCode | undefined } | undefined;
  propertyDetail?: { planInd?: PlanIndicator | undefined } | undefined;
  agenciesDetail: ReadonlyArray<{ agencyCode: string; deptCode: string }>;
  ACRA_PPR?: string | undefined;
  ACRA_BPR?: string | undefined;
  ACRA_EBPR?: string | undefined;
}

/** The '||' lists of the parties each ACRA report is about ('' when that report is not chosen). */
export interface AcraLists {
  ppr: string;
  bpr: string;
  ebpr: string;
}

/** A requisition as it is stored: priced by the server, checked against the stored property. */
export interface RequisitionWrite {
  lines: ChargeLine[];
  purposeReq: PurposeCode;
  planInd: PlanIndicator;
  clientFlag: string;
  acra: AcraLists;
}

function refuse(message: string): never {
  throw new BadRequestError([message], message);
}

/** The fee rows the body names, each known and named once; the client's fees and quantities are ignored. */
export function chosenFees(input: Pick<RequisitionInput, 'agenciesDetail'>): AgencyFee[] {
  if (input.agenciesDetail.length === 0) refuse(messages.selectAtLeastOneAgency);
  const seen = new Set<string>();
  return input.agenciesDetail.map((line) => {
    const fee = findAgencyFee(line.agencyCode, line.deptCode);
    if (!fee) refuse(messages.agencyNotOffered(agencyDisplayName(line.agencyCode, line.deptCode)));
    const key = agencyKey(fee);
    if (seen.has(key)) throw new BadRequestError([`agenciesDetail: ${agencyDisplayName(fee.agencyCode, fee.deptCode)} is chosen more than once`]);
    seen.add(key);
    return fee;
  });
}

/** The parties of one ACRA report: at least one, and for the business reports valid UENs. */
function acraList(chosen: boolean, joined: string | undefined, kind: 'person' | 'company'): string {
  if (!chosen) return '';
  const values = splitAcraList(joined);
  if (values.length === 0) refuse(messages.chooseAcraParty);
  if (kind === 'company' && values.some((uen) => !isValidUen(uen))) refuse(messages.invalidUenText);
  return joinAcraList(values);
}

/**
 * The requisition the body asks for, or a 400 with the first problem the page would have shown: the page-entry
 * checks (seed 001 §5, in its order), the agency choice, the selection rules against the stored property
 * (MCST data, URA on an accessory lot) and the ACRA parties.
 */
export function requisitionWrite(input: RequisitionInput, facts: RequisitionFacts): RequisitionWrite {
  const [entryProblem] = pageEntryProblems(facts.pageEntry);
  if (entryProblem) refuse(entryProblem);
  const fees = chosenFees(input);
  for (const fee of fees) {
    const refusal = selectionRefusal(fee, facts.selection);
    if (refusal) refuse(refusal);
  }
  const has = (deptCode: string) => fees.some((fee) => fee.agencyCode === 'ACRA' && fee.deptCode === deptCode);
  const acra: AcraLists = {
    ppr: acraList(has('PPR'), input.ACRA_PPR, 'person'),
    bpr: acraList(has('BPR'), input.ACRA_BPR, 'company'),
    ebpr: acraList(has('EBPR'), input.ACRA_EBPR, 'company'),
  };
  return {
    lines: fees.map((fee) => chargeLineFor(fee, facts.selection.tickedMcstDetails)),
    purposeReq: input.applicantDetail?.purposeReq ?? purposeOfRequest(facts.selection.transactionTypeName),
    planInd: input.propertyDetail?.planInd ?? DEFAULT_PLAN_INDICATOR,
    clientFlag: input.clientFlag ?? facts.property.clientFlag,
    acra,
  };
}
