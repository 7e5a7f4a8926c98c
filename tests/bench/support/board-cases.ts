import type { BoardStage } from '../../../src/domain/case/board-stages';
import { firmUserPk, readDeadlinesBoard, type BoardCriteria } from '../../../src/server/case/deadlines-board-query';
import { agencySimulatorOf } from '../../api/support/requisitions';
import { BOARD_LAWYERS } from './board-data';
import type { HttpTestServer } from './http-test-server';
import { LOGIN, PAGE_SIZE, pageAnswer, pagedAnswer, uniquePages } from './listing-cases';
import type { ListingData } from './listing-data';
import type { PairedCase } from './paired-samples';

/*
 * The deadlines board (issue 19, POST /get-deadlines-board), as its page asks it: the whole firm, each of three
 * lawyers, a stage, a lawyer and a stage together, first, middle and last page. The SQL side is what the route runs
 * after validation: the bearer check's session read, the lawyer's login id looked up when filtered, the agency
 * replies due (one small query: the bench's requisitions have none due), then the page and its count.
 */

const GROUP = 'deadlines board';

interface BoardFilter {
  lawyerId?: string;
  stage?: BoardStage;
}

function boardCase(http: HttpTestServer, data: ListingData, label: string, filter: BoardFilter, pageNo: number): PairedCase {
  const { db } = http.server;
  const agencies = agencySimulatorOf(http.server);
  return {
    group: GROUP,
    label,
    api: async () => pagedAnswer(await http.post('/api/get-deadlines-board', { pageNo, pageSize: PAGE_SIZE, ...filter })),
    sql: async () => {
      await http.readSession();
      const lawyerUserId = filter.lawyerId ? await firmUserPk(db, data.firmId, filter.lawyerId) : undefined;
      await agencies.collectReplies(data.firmId);
      const criteria: BoardCriteria = {
        pageNo,
        pageSize: PAGE_SIZE,
        ...(lawyerUserId === undefined ? {} : { lawyerUserId }),
        ...(filter.stage ? { stage: filter.stage } : {}),
      };
      const { rows, recordCount } = await readDeadlinesBoard(db, data.firmId, criteria);
      return pageAnswer(recordCount, rows.length);
    },
  };
}

/** Every board the page can ask for that a busy firm's lawyers would: first, middle and last page of each. */
export async function deadlinesBoardCases(http: HttpTestServer, data: ListingData): Promise<PairedCase[]> {
  const filters: Array<{ name: string; filter: BoardFilter }> = [
    { name: 'the firm', filter: {} },
    ...BOARD_LAWYERS.map((lawyerId) => ({ name: lawyerId, filter: { lawyerId } })),
    { name: 'option granted', filter: { stage: 'optionGranted' } },
    { name: `${LOGIN} at option granted`, filter: { lawyerId: LOGIN, stage: 'optionGranted' } },
  ];
  const cases: PairedCase[] = [];
  for (const { name, filter } of filters) {
    const first = (await http.post('/api/get-deadlines-board', { pageNo: 1, pageSize: PAGE_SIZE, ...filter })).body as { recordCount: number };
    for (const [position, pageNo] of uniquePages(first.recordCount)) {
      cases.push(boardCase(http, data, `${name} (${first.recordCount.toLocaleString('en')}), ${position} page`, filter, pageNo));
    }
  }
  return cases;
}
