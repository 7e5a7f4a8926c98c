import { Temporal } from 'temporal-polyfill';
import type { DeadlinesBoardRequest } from '../../src/api/deadlines-board';
import type { LawFirmData } from '../../src/api/stakeholders';
import { boardRecordJson, type BoardCase } from '../../src/domain/case/deadlines-board';
import { demoApi, json, type MockHandler, type MockRoutes } from '../support/mock-api';

/**
 * The deadlines board's part of the server, in memory, for its stories and screen tests: cases with their stage and
 * next deadline, filtered, sorted and paged as the server does, their flags worked out from the time of the call by
 * the server's own function (src/domain/case/deadlines-board.ts).
 */

/** A case on the story's board, with the login id of its own lawyer for the filter. */
export interface StoryBoardCase extends BoardCase {
  lawyerId: string;
}

/** lawyer1's firm and its users, as GET /retrievelawfirmuser answers them. */
export const TAN_LIM_USERS: LawFirmData = {
  acctName: 'Tan & Lim LLP',
  address1: '80 Robinson Road',
  address2: '#17-02',
  postalCode: '068898',
  lstCMSUsrInfo: [
    { userid: 'lawyer1', firstName: 'Wei Ming', lastName: 'Tan', email: 'weiming.tan@tanlim.com.sg', contactnumber: '91234567' },
    { userid: 'newlawyer', firstName: 'Nur Aisyah', lastName: 'binte Rahman', email: 'aisyah.rahman@tanlim.com.sg', contactnumber: '91234568' },
  ],
};

const LAWYERS: Record<string, string> = { lawyer1: 'Wei Ming Tan', newlawyer: 'Nur Aisyah binte Rahman' };

/** An instant `hours` from now (negative: in the past). */
const fromNow = (hours: number) => Temporal.Now.instant().add({ hours });

interface CaseOptions {
  n: number;
  stage: BoardCase['stage'];
  next: BoardCase['next'];
  lawyerId?: string;
}

function boardCase({ n, stage, next, lawyerId = 'lawyer1' }: CaseOptions): StoryBoardCase {
  return {
    propertyId: 100 + n,
    propertyRefNo: `PCN-2026-${String(100 + n).padStart(6, '0')}`,
    lawfirmRefNo: `TL/CONV/2026/${String(n).padStart(4, '0')}`,
    propAddress: `${n} MARINA BOULEVARD, #${String(10 + n).padStart(2, '0')}-05, SINGAPORE 018987`,
    stage,
    next,
    lawyerName: LAWYERS[lawyerId] ?? '',
    lawyerId,
  };
}

/** Every kind of line: overdue, due within 3 days, upcoming (two lawyers, several stages), and a case with no deadline. */
export function mixedCases(): StoryBoardCase[] {
  return [
    boardCase({ n: 1, stage: 'optionGranted', next: { kind: 'optionExpiry', label: 'Option expires', dueAt: fromNow(-30) } }),
    boardCase({ n: 2, stage: 'optionExercised', next: { kind: 'stampDuty', label: 'Stamp duty due', dueAt: fromNow(40) }, lawyerId: 'newlawyer' }),
    boardCase({ n: 3, stage: 'stampDutyPaid', next: { kind: 'requisitionReply', label: 'URA reply expected', dueAt: fromNow(24 * 6) } }),
    boardCase({ n: 4, stage: 'partiesInPlace', next: { kind: 'completion', label: 'Completion', dueAt: fromNow(24 * 40) }, lawyerId: 'newlawyer' }),
    boardCase({ n: 5, stage: 'opened', next: null }),
  ];
}

/** A busy week gone wrong: a dozen overdue deadlines, then one still to come. */
export function overdueCases(): StoryBoardCase[] {
  const overdue = Array.from({ length: 12 }, (_, index) =>
    boardCase({ n: index + 1, stage: 'optionExercised', next: { kind: 'stampDuty', label: 'Stamp duty due', dueAt: fromNow(-24 * (12 - index)) } }),
  );
  return [...overdue, boardCase({ n: 13, stage: 'requisitionsReplied', next: { kind: 'completion', label: 'Completion', dueAt: fromNow(24 * 10) } })];
}

/** The fake server's words for a board it cannot answer. */
export const BOARD_FAILED = 'The deadlines could not be loaded.';

export interface BoardRoutesOptions {
  /** 'fail': the board answers 500, as a broken server would. */
  board?: 'ok' | 'fail';
}

const dueOrder = (a: StoryBoardCase, b: StoryBoardCase) => {
  if (!a.next || !b.next) return Number(a.next === null) - Number(b.next === null) || a.propertyId - b.propertyId;
  return Temporal.Instant.compare(a.next.dueAt, b.next.dueAt) || a.propertyId - b.propertyId;
};

/** The board (by lawyer and stage, soonest first, paged) and the firm's users. `cases` is read on every call. */
export function deadlinesBoardRoutes(cases: readonly StoryBoardCase[], { board = 'ok' }: BoardRoutesOptions = {}): MockRoutes {
  const page: MockHandler = ({ body }) => {
    if (board === 'fail') return json({ errormsg: BOARD_FAILED }, 500);
    const request = body as DeadlinesBoardRequest;
    const matching = cases
      .filter((item) => (!request.lawyerId || item.lawyerId === request.lawyerId) && (!request.stage || item.stage === request.stage))
      .sort(dueOrder);
    const { pageNo, pageSize } = request;
    const now = Temporal.Now.instant();
    const records = matching.slice((pageNo - 1) * pageSize, pageNo * pageSize).map((item) => boardRecordJson(item, now));
    return json({ records, recordCount: matching.length, pageNo, pageSize });
  };
  return {
    ...demoApi(),
    'POST /get-deadlines-board': page,
    'GET /retrievelawfirmuser/{accountId}/{appId}': () => json(TAN_LIM_USERS),
  };
}
