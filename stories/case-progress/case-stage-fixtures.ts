import { Temporal } from 'temporal-polyfill';
import type { Property } from '../../src/api/property-form';
import type { OptionFacts, RequisitionFacts } from '../../src/domain/case/case-file';
import type { CasePath, CaseRecords, Confirmation, ConfirmedStage } from '../../src/domain/case/lifecycle';
import { todayInSingapore } from '../../src/domain/today';
import { ACTIVE_PROPERTY, PENDING_PROPERTY } from '../property-summary/summary-fixtures';
import type { StoryCaseFile } from '../support/case-progress-api';

/**
 * One case per path, told as a timeline of what its records show and on which day of the case it happened; a story
 * shows the case on one day of it, with every record of the days before. So the property (its parties, its signed
 * copies, its lock), the records get-case-progress answers and the deadlines always agree, and each story's stage
 * is what the lifecycle reads from them, not something the story says. Days are counted from the case's opening
 * and placed relative to today in Singapore, so the deadlines read as a lawyer would meet them.
 */

/** A stage's story: the path it is on and the day of the case it is told on. */
interface StoryDay {
  path: CasePath;
  day: number;
}

/** The Sale / Purchase at each of its ten stages, the Mortgage and the 'Others' case at a middle one. */
export const STORY_DAYS = {
  opened: { path: 'conveyance', day: 2 },
  partiesInPlace: { path: 'conveyance', day: 4 },
  warrantSigned: { path: 'conveyance', day: 6 },
  // The OTP was granted on day 6 and expires on day 20 at 4 p.m.: two days to go.
  optionGranted: { path: 'conveyance', day: 18 },
  // Exercised on day 19, so stamp duty was due by the end of day 33: two days overdue.
  optionExercised: { path: 'conveyance', day: 35 },
  // URA was asked on day 37 at 10 a.m. and answers within 3 days: its reply is due on day 40.
  stampDutyPaid: { path: 'conveyance', day: 39 },
  // Completion is set for day 70.
  requisitionsReplied: { path: 'conveyance', day: 68 },
  completed: { path: 'conveyance', day: 72 },
  noticeSent: { path: 'conveyance', day: 76 },
  closed: { path: 'conveyance', day: 81 },
  // IRAS was asked on day 10 and answers within a day: its reply was due on day 11.
  mortgageWarrantSigned: { path: 'mortgage', day: 13 },
  // Completion is set for day 30.
  othersWarrantSigned: { path: 'others', day: 20 },
} as const satisfies Record<string, StoryDay>;

export type StageStory = keyof typeof STORY_DAYS;

/** What a story's mock server is built from: the property GET /get-property answers, and what get-case-progress adds. */
export interface StageCase {
  property: Property;
  /** The records the property does not carry: the hand confirmations, the requisitions' counts. */
  extra: Partial<CaseRecords>;
  /** The OTP's dates, the requisitions sent, the side the firm acts for. */
  file: StoryCaseFile;
}

/** One fact of a timeline, on the day of the case it was recorded. */
type Fact =
  | { day: number; kind: 'ourParties' | 'otherParties' | 'warrant' | 'notice' | 'locked' }
  | { day: number; kind: 'option'; expiresOnDay: number; completionOnDay: number }
  | { day: number; kind: 'confirmed'; stage: ConfirmedStage }
  | { day: number; kind: 'requisition'; agency: string; repliedOnDay?: number }
  | { day: number; kind: 'completionDate'; onDay: number };

/**
 * The firm acts for the buyer: on day 1 the buyer and our lawyer are in, on day 3 the seller and their lawyer (the
 * case is Active). After that each path follows its own records.
 */
const PARTIES: readonly Fact[] = [
  { day: 1, kind: 'ourParties' },
  { day: 3, kind: 'otherParties' },
];

const TIMELINES: Record<CasePath, readonly Fact[]> = {
  conveyance: [
    ...PARTIES,
    { day: 4, kind: 'warrant' },
    // Seed 001 §9: open for two weeks, until 4 p.m.
    { day: 6, kind: 'option', expiresOnDay: 20, completionOnDay: 70 },
    { day: 19, kind: 'confirmed', stage: 'optionExercised' },
    // Paid late, after the case shows it overdue.
    { day: 36, kind: 'confirmed', stage: 'stampDutyPaid' },
    { day: 37, kind: 'requisition', agency: 'IRAS:IRAS', repliedOnDay: 38 },
    { day: 37, kind: 'requisition', agency: 'URA:URA', repliedOnDay: 40 },
    { day: 70, kind: 'confirmed', stage: 'completed' },
    { day: 75, kind: 'notice' },
    { day: 80, kind: 'confirmed', stage: 'closed' },
    { day: 80, kind: 'locked' },
  ],
  mortgage: [
    ...PARTIES,
    { day: 4, kind: 'warrant' },
    { day: 4, kind: 'completionDate', onDay: 40 },
    { day: 10, kind: 'requisition', agency: 'IRAS:IRAS' },
    { day: 10, kind: 'requisition', agency: 'MCST:MCST' },
  ],
  others: [...PARTIES, { day: 4, kind: 'warrant' }, { day: 4, kind: 'completionDate', onDay: 30 }],
};

const TRANSACTION_TYPES: Record<CasePath, Pick<Property, 'transactionTypeId' | 'transactionTypeName'>> = {
  conveyance: { transactionTypeId: 2, transactionTypeName: 'Purchase' },
  mortgage: { transactionTypeId: 5, transactionTypeName: 'Mortgage' },
  others: { transactionTypeId: 6, transactionTypeName: 'Others' },
};

/** The calendar of a case told on `storyDay`: that day of the case is today in Singapore. */
export function caseCalendar(storyDay: number) {
  const today = Temporal.PlainDate.from(todayInSingapore());
  const date = (day: number) => today.add({ days: day - storyDay }).toString();
  /** 10 a.m. in Singapore on that day, as the server stores an instant. */
  const at = (day: number) => `${date(day)}T10:00:00+08:00`;
  return { date, at };
}

/** The date (YYYY-MM-DD) of a day of a story's case. */
export const storyDate = (story: StageStory, day: number): string => caseCalendar(STORY_DAYS[story].day).date(day);

type PropertyDocument = NonNullable<Property['propertyDocument']>[number];

const signedCopy = (id: number, module: 'otp' | 'wta' | 's65', createdDate: string, signedBy?: 'SELLERLAWYER' | 'BUYERLAWYER'): PropertyDocument => ({
  id,
  version: 1,
  documentType: 'UPLOAD',
  documentModule: module,
  uploadType: 'SIGNED',
  actionType: 'UPLOAD',
  fileExtension: 'pdf',
  fileName: 'SIGNED.pdf',
  createdDate,
  ...(signedBy ? { signedBy } : {}),
});

/** The case of a story: its path's timeline up to the day before the story's day. */
export function stageCase(story: StageStory): StageCase {
  const { path, day: storyDay } = STORY_DAYS[story];
  const { date, at } = caseCalendar(storyDay);
  const facts = TIMELINES[path].filter((fact) => fact.day < storyDay);
  const has = (kind: Fact['kind']) => facts.some((fact) => fact.kind === kind);

  const documents: PropertyDocument[] = [];
  const confirmations: Partial<Record<ConfirmedStage, Confirmation>> = {};
  const requisitions: RequisitionFacts[] = [];
  let option: OptionFacts | undefined;
  let completionDate: string | null = null;
  for (const fact of facts) {
    switch (fact.kind) {
      case 'warrant':
        documents.push(signedCopy(801, 'wta', at(fact.day)));
        break;
      case 'option':
        option = { grantedOn: date(fact.day), expiryDate: date(fact.expiresOnDay) };
        completionDate = date(fact.completionOnDay);
        // The OTP as saved (its dates are what the deadlines read), then its signed copy.
        documents.push(
          {
            id: 802,
            version: 1,
            documentType: 'TEMPLATE',
            documentModule: 'otp',
            actionType: 'ORIGINAL',
            fileExtension: 'pdf',
            createdDate: at(fact.day),
            signedOn: option.grantedOn ?? null,
            expiry: option.expiryDate ?? null,
            completionDate,
          },
          signedCopy(803, 'otp', at(fact.day)),
        );
        break;
      case 'notice':
        // The seller's lawyer's signed copy (sending needs it), then the notice sent from the S.65 page.
        documents.push(signedCopy(804, 's65', at(fact.day), 'SELLERLAWYER'), {
          id: 805,
          version: 1,
          documentType: 'TEMPLATE',
          documentModule: 's65',
          actionType: 'SENT',
          fileExtension: 'pdf',
          createdDate: at(fact.day),
          messageDetails: { sendername: 'Tan Wei Ming', recipents: 'Mei Ling Ong||property@leeong.com.sg' },
        });
        break;
      case 'confirmed':
        confirmations[fact.stage] = { on: date(fact.day), by: 'lawyer1', at: at(fact.day) };
        break;
      case 'requisition': {
        const replied = fact.repliedOnDay !== undefined && fact.repliedOnDay < storyDay;
        requisitions.push({ agency: fact.agency, sentAt: at(fact.day), ...(replied ? { repliedAt: at(fact.repliedOnDay ?? fact.day) } : {}) });
        break;
      }
      case 'completionDate':
        completionDate = date(fact.onDay);
        break;
      default:
        break;
    }
  }

  const active = has('otherParties');
  const base = active ? ACTIVE_PROPERTY : PENDING_PROPERTY;
  const property: Property = {
    ...base,
    ...TRANSACTION_TYPES[path],
    clientFlag: 'B',
    createdDate: at(0),
    // The Property Information was completed on the first day; the case then waits on its stakeholders.
    taskStage: active ? 'Documents' : 'Stakeholder Profiles',
    buyer: has('ourParties') ? ACTIVE_PROPERTY.buyer : null,
    buyerLawyer: has('ourParties') ? ACTIVE_PROPERTY.buyerLawyer : null,
    locked: has('locked'),
    completionDate,
    propertyDocument: documents,
  };
  const replied = requisitions.filter((requisition) => requisition.repliedAt !== undefined).length;
  return {
    property,
    extra: { confirmations, requisitions: { sent: requisitions.length, replied } },
    file: { clientFlag: 'B', hasRequisitions: requisitions.length > 0, requisitions, ...(option ? { option } : {}) },
  };
}

/** The path a story's case is on. */
export const storyPath = (story: StageStory): CasePath => STORY_DAYS[story].path;
