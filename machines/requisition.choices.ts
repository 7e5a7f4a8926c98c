import { joinAcraList } from '../src/domain/requisitions/acra-parties';
import { agencyKey } from '../src/domain/requisitions/agencies';
import type { ChargeLine } from '../src/domain/requisitions/fees';
import { centsToDollars } from '../src/domain/requisitions/money';
import { applicantComplete } from '../src/domain/requisitions/page-entry';
import {
  DEFAULT_PLAN_INDICATOR,
  purposeOfRequest,
  selectionDialog,
  type AgencyLineCode,
  type PlanIndicator,
} from '../src/domain/requisitions/selection';
import type { RequisitionInput, RequisitionRequest } from './requisition.types';

/**
 * What the lawyer has chosen on step 1 and how it becomes the request body (seed 001 §3 "Legal requisition
 * request"). Kept apart from the machine so the screen, the stories and the tests build the same body.
 */
export interface RequisitionChoices {
  /** agencyKey of each chosen line, in table order. */
  selected: readonly string[];
  planInd: PlanIndicator;
  /** NRIC / passport numbers for ACRA PPR; UENs for ACRA BPR and EBPR. */
  acraPpr: readonly string[];
  acraBpr: readonly string[];
  acraEbpr: readonly string[];
}

export const NO_CHOICES: RequisitionChoices = { selected: [], planInd: DEFAULT_PLAN_INDICATOR, acraPpr: [], acraBpr: [], acraEbpr: [] };

export type AcraListField = 'acraPpr' | 'acraBpr' | 'acraEbpr';

/** Which ACRA list an ACRA line reports on; EBPR first, as its code contains BPR too. */
export function acraListField(line: AgencyLineCode): AcraListField | null {
  if (line.agencyCode !== 'ACRA') return null;
  if (line.deptCode.includes('EBPR')) return 'acraEbpr';
  if (line.deptCode.includes('BPR')) return 'acraBpr';
  if (line.deptCode.includes('PPR')) return 'acraPpr';
  return null;
}

type ChoiceSource = Pick<RequisitionInput, 'lines' | 'property'> & RequisitionChoices;

export function findLine(source: Pick<RequisitionInput, 'lines'>, key: string): ChargeLine | undefined {
  return source.lines.find((line) => agencyKey(line) === key);
}

export function chosenLines(source: Pick<RequisitionInput, 'lines'> & Pick<RequisitionChoices, 'selected'>): ChargeLine[] {
  return source.lines.filter((line) => source.selected.includes(agencyKey(line)));
}

/**
 * The choices once exactly `keys` are chosen: table order, and what only a chosen line needs (its ACRA parties,
 * the LTA plan option) is dropped with the last line that needed it, so the body never carries a stale list.
 */
export function choicesFor(source: ChoiceSource, keys: ReadonlySet<string>): RequisitionChoices {
  const chosen = source.lines.filter((line) => keys.has(agencyKey(line)));
  const keepList = (field: AcraListField) => (chosen.some((line) => acraListField(line) === field) ? source[field] : []);
  const planChosen = chosen.some((line) => selectionDialog(line, source.property) === 'lta-plan');
  return {
    selected: chosen.map(agencyKey),
    planInd: planChosen ? source.planInd : DEFAULT_PLAN_INDICATOR,
    acraPpr: keepList('acraPpr'),
    acraBpr: keepList('acraBpr'),
    acraEbpr: keepList('acraEbpr'),
  };
}

export type RequisitionRequestSource = Pick<
  RequisitionInput,
  'lines' | 'property' | 'loginId' | 'propertyId' | 'clientFlag' | 'applicant' | 'referenceNo' | 'propertyAddress'
> &
  RequisitionChoices;

/**
 * The body of the duplicate check, /submitDD and /draftDD: the chosen lines (amounts in S$ for the line's whole
 * usage; the server charges from its own table), the ACRA lists joined by '||', the LTA plan option, the purpose
 * from the transaction type, the applicant solicitor when Property Details has one, action 'Send'. strNRIC and
 * strUEN repeat the ACRA people and company identifiers (the seed names the fields without saying more).
 */
export function requisitionRequest(source: RequisitionRequestSource): RequisitionRequest {
  const applicant = applicantComplete(source.applicant) ? source.applicant : null;
  const companies = [...source.acraBpr, ...source.acraEbpr];
  return {
    loginId: source.loginId,
    action: 'Send',
    clientFlag: source.clientFlag,
    propertyId: source.propertyId,
    applicantDetail: { purposeReq: purposeOfRequest(source.property.transactionTypeName) },
    propertyDetail: { strNRIC: joinAcraList(source.acraPpr), strUEN: joinAcraList(companies), planInd: source.planInd },
    isApplicantSolicitorAvailable: applicant !== null,
    ...(applicant && {
      clientLawyerDetail: {
        sellSolTel: applicant.applicantContact,
        emailAddress: applicant.applicantEmail,
        applicantSolicitor: applicant.applicantName,
      },
    }),
    agenciesDetail: chosenLines(source).map((line) => ({
      agencyCode: line.agencyCode,
      deptCode: line.deptCode,
      chargeCode: line.chargeCode,
      applFee: centsToDollars(line.applFee),
      applGst: centsToDollars(line.applGst),
      usageQty: line.usageQty,
    })),
    ACRA_PPR: joinAcraList(source.acraPpr),
    ACRA_BPR: joinAcraList(source.acraBpr),
    ACRA_EBPR: joinAcraList(source.acraEbpr),
    lawfirmRefNo: source.referenceNo,
    address: source.propertyAddress,
  };
}
