import { createHash } from 'node:crypto';
import { DOCUMENT_NRIC_MASK_KEEP, maskAllButLast } from '../../../domain/masking';
import { splitAcraList } from '../../../domain/requisitions/acra-parties';
import type { ReplyContext } from './reply-context';

/** The agency request a reply answers. */
export interface RepliedRequest {
  rpControlNo: string;
  agencyCode: string;
  deptCode: string;
  nricList: string;
  uenList: string;
}

/** The body of one agency's reply: what it calls itself, its subject line and its answers. */
export interface ReplyText {
  subject: string;
  /** Label / answer pairs, printed as a table. */
  answers: Array<[string, string]>;
  paragraphs: string[];
}

/**
 * Believable but simulated answers. The figures come from a hash of the RP control number, so the same request
 * always gets the same reply (a reprint matches the first print) while different requests differ.
 */
export function replyTextFor(request: RepliedRequest, context: ReplyContext, year: number): ReplyText {
  const pick = seeded(request.rpControlNo);
  const agency = request.agencyCode.toUpperCase();
  const dept = request.deptCode.toUpperCase();
  if (agency === 'IRAS') return iras(pick, context, year);
  if (agency === 'BCA') return bca(pick, context);
  if (agency === 'ENV' || agency === 'NEA') return nea();
  if (agency === 'PUB') return pub(pick);
  if (agency === 'URA') return ura(pick, context);
  if (agency === 'LTA') return lta(dept, pick, context);
  if (agency === 'MCST') return mcst(pick, context);
  if (agency === 'ACRA') return acra(dept, request, pick);
  return { subject: 'Reply to legal requisition', answers: [], paragraphs: ['We have no adverse information on the property.'] };
}

type Pick = (salt: string, count: number) => number;

function seeded(key: string): Pick {
  return (salt, count) => createHash('sha256').update(`${key}:${salt}`).digest().readUInt32BE(0) % count;
}

const dollars = (amount: number) => `S$${amount.toLocaleString('en-SG')}`;

function iras(pick: Pick, context: ReplyContext, year: number): ReplyText {
  const annualValue = context.propType === 'LAND' ? 48_000 + pick('av', 90) * 1_200 : 21_600 + pick('av', 60) * 600;
  const owner = pick('owner', 3) === 0 ? 'Yes (owner-occupier tax rates apply)' : 'No';
  return {
    subject: 'Annual value and property tax',
    answers: [
      [`Annual value as at 1 Jan ${year}`, dollars(annualValue)],
      ['Property tax account', `${context.postal || '000000'}-${String(1000 + pick('acct', 9000))}`],
      ['Owner-occupied', owner],
      ['Outstanding property tax', 'Nil as at the date of this reply'],
    ],
    paragraphs: [
      'The annual value above is the value in the Valuation List at the date of this reply. It may be revised if the ' +
        'property is altered or if there is a general revision of annual values.',
    ],
  };
}

function bca(pick: Pick, context: ReplyContext): ReplyText {
  const topYear = 1985 + pick('top', 38);
  return {
    subject: 'Building control matters',
    answers: [
      ['Temporary Occupation Permit', `Issued in ${topYear}`],
      ['Certificate of Statutory Completion', context.propType === 'LAND' ? 'Not applicable to vacant land' : `Issued in ${topYear + 1}`],
      ['Outstanding building orders or notices', 'None'],
      ['Dangerous building notices', 'None'],
    ],
    paragraphs: ['No unauthorised building works are recorded against the property in our records.'],
  };
}

function nea(): ReplyText {
  return {
    subject: 'Environmental public health',
    answers: [
      ['Notices under the Environmental Public Health Act', 'None outstanding'],
      ['Vector control notices', 'None outstanding'],
      ['Sanitary facilities', 'Connected to the public sewerage system'],
    ],
    paragraphs: [],
  };
}

function pub(pick: Pick): ReplyText {
  return {
    subject: 'Drainage and sewerage',
    answers: [
      ['Drainage reserve', pick('drain', 4) === 0 ? 'The property abuts a drainage reserve; no part of it is affected' : 'Not affected'],
      ['Public sewer', 'The property is served by a public sewer'],
      ['Outstanding notices', 'None'],
    ],
    paragraphs: [],
  };
}

const ZONINGS = [
  ['Residential', '2.8'],
  ['Residential', '2.1'],
  ['Residential', '1.4'],
  ['Residential with Commercial at 1st Storey', '3.0'],
  ['Commercial & Residential', '3.0'],
] as const;

function ura(pick: Pick, context: ReplyContext): ReplyText {
  const [zoning, plotRatio] = ZONINGS[pick('zone', ZONINGS.length)] ?? ZONINGS[0];
  const roadLine = pick('road', 5) === 0;
  return {
    subject: 'Planning and road lines',
    answers: [
      ['Master Plan 2019 zoning', zoning],
      ['Gross plot ratio', context.propType === 'LAND' ? plotRatio : `${plotRatio} (development as a whole)`],
      [
        'Road lines',
        roadLine
          ? 'A strip of about 1.5 m along the front boundary is affected by the road line of a proposed road widening'
          : 'The property is not affected by any road line',
      ],
      ['Outstanding planning enforcement', 'None'],
    ],
    paragraphs: ['Planning approval is needed before any change of use or further development of the property.'],
  };
}

const LTA_SUBJECTS: Readonly<Record<string, string>> = {
  RTS: 'Rapid Transit System',
  CBR: 'Road reserve and street line',
  SW: 'Street works',
};

function lta(dept: string, pick: Pick, context: ReplyContext): ReplyText {
  const planAnswer =
    context.planInd === 'Y' ? 'A plan showing the property and the lines mentioned above is enclosed with this reply' : 'No plan was requested';
  const affected =
    dept === 'RTS'
      ? pick('rts', 6) === 0
        ? 'Within the Railway Protection Zone of an existing line: works need LTA approval'
        : 'Not within any Railway Protection Zone'
      : dept === 'SW'
        ? 'No public street works are scheduled along the frontage of the property'
        : pick('cbr', 5) === 0
          ? 'Part of the property lies within the road reserve of the adjoining road'
          : 'The property is not affected by the road reserve or street line';
  return {
    subject: LTA_SUBJECTS[dept] ?? 'Land transport matters',
    answers: [
      ['Our answer', affected],
      ['Plan', planAnswer],
    ],
    paragraphs: [],
  };
}

function mcst(pick: Pick, context: ReplyContext): ReplyText {
  const detail = context.mcsts[0];
  const quarterly = 600 + pick('mf', 40) * 25;
  const sinking = Math.round(quarterly * 0.1);
  return {
    subject: `Management Corporation Strata Title Plan No. ${detail?.mcstNo.trim() || '—'}`,
    answers: [
      ['Managing agent', detail?.maName.trim() || 'The Managing Agent'],
      ['Development', detail?.devName.trim() || '—'],
      ['Maintenance contribution (per quarter)', dollars(quarterly)],
      ['Sinking fund contribution (per quarter)', dollars(sinking)],
      ['Arrears', 'Nil as at the date of this reply'],
      ['Special levy', pick('levy', 4) === 0 ? 'A special levy for facade works was resolved at the last AGM' : 'None resolved'],
      ['Pending proceedings against the MCST', 'None known'],
    ],
    paragraphs: ['The subsidiary proprietor is to notify the managing agent of any change in ownership (section 65 notice).'],
  };
}

const ACRA_REPORTS: Readonly<Record<string, string>> = {
  PPR: 'People Profile Report',
  BPR: 'Business Profile Report',
  EBPR: 'Business Profile Report (with financial statements)',
};

function acra(dept: string, request: RepliedRequest, pick: Pick): ReplyText {
  const people = splitAcraList(request.nricList);
  const entities = splitAcraList(request.uenList);
  const answers: Array<[string, string]> = [
    ...people.map((nric): [string, string] => [
      `NRIC / Passport ${maskAllButLast(nric, DOCUMENT_NRIC_MASK_KEEP)}`,
      `${pick(`p${nric}`, 3) === 0 ? 'Director of 1 live company' : 'No current appointments'}; no bankruptcy record`,
    ]),
    ...entities.map((uen): [string, string] => [
      `UEN ${uen}`,
      `Live company, registered ${1990 + pick(`u${uen}`, 33)}; no winding-up or charge registered against it`,
    ]),
  ];
  return {
    subject: ACRA_REPORTS[dept] ?? 'Business Profile Report',
    answers: answers.length > 0 ? answers : [['Parties', 'No NRIC or UEN was named in the request']],
    paragraphs: ['This report reflects the information lodged with the Registrar at the time the report was generated.'],
  };
}
