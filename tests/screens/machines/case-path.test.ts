import { describe, expect, it } from 'vitest';
import { caseLifecycleMachine } from '../../../machines/case-lifecycle.machine';
import { SALE_CLOSED, SALE_COMPLETED, SALE_NEARLY_ACTIVE } from '../../../machines/case-lifecycle.samples';
import { casePath } from '../../../src/app/screens/machines/case-path';
import { machineGraph } from '../../../src/app/screens/machines/machine-graph';
import type { CaseRecords } from '../../../src/domain/case/lifecycle';
import { machinesPageMessages } from '../../../src/domain/messages/machines-page';
import { progressAnswer } from '../../../stories/support/case-progress-api';

const graph = machineGraph(caseLifecycleMachine);
const ACTIVE = { informationComplete: true, buyer: true, seller: true, buyerLawyer: true, sellerLawyer: true };
const OPTION_GRANTED: CaseRecords = { ...SALE_NEARLY_ACTIVE, status: ACTIVE, warrantSigned: true, optionSigned: true };

const stage = (name: string) => `caseLifecycle.stage.${name}`;
const routed = (name: string) => graph.edges.find((edge) => edge.source === stage('deciding') && edge.target === stage(name))?.id;
const START = 'caseLifecycle.stage::initial->';

function pathOf(records: CaseRecords) {
  const path = casePath(progressAnswer(101, records), graph);
  return { ...path, words: machinesPageMessages.casePathWords(path.earlier, path.current) };
}

describe('casePath: a case on the case-lifecycle diagram', () => {
  it('an opened case: deciding routed it to opened, which is current', () => {
    const path = pathOf(SALE_NEARLY_ACTIVE);
    expect(path.highlight).toEqual({ current: stage('opened'), visited: [stage('deciding'), stage('opened')], edges: [START, routed('opened')] });
    expect(path.words).toBe('Now: Case opened');
  });

  it('a case at optionGranted: every step done before it, in path order, each routed by deciding', () => {
    const path = pathOf(OPTION_GRANTED);
    const stages = ['opened', 'partiesInPlace', 'warrantSigned', 'optionGranted'];
    expect(path.highlight.current).toBe(stage('optionGranted'));
    expect(path.highlight.visited).toEqual([stage('deciding'), ...stages.map(stage)]);
    expect(path.highlight.edges).toEqual([START, ...stages.map(routed)]);
    expect(path.words).toBe('Case opened → Parties in place → Warrant to act signed, now: Option granted');
  });

  it('a closed case: the whole sale path, closed current', () => {
    const path = pathOf(SALE_CLOSED);
    expect(path.highlight.current).toBe(stage('closed'));
    expect(path.highlight.visited).toHaveLength(11);
    expect(path.highlight.edges).toHaveLength(11);
    expect(path.words).toBe(
      'Case opened → Parties in place → Warrant to act signed → Option granted → Option exercised → Stamp duty paid → Requisitions replied → Completed → S.65 notice sent, now: Closed',
    );
  });

  it('a step the case went past without recording (no requisitions) is not on its path', () => {
    const path = pathOf({ ...SALE_COMPLETED, requisitions: { sent: 0, replied: 0 } });
    expect(path.highlight.current).toBe(stage('completed'));
    expect(path.highlight.visited).not.toContain(stage('requisitionsReplied'));
    expect(path.highlight.edges).not.toContain(routed('requisitionsReplied'));
    expect(path.words).toBe(
      'Case opened → Parties in place → Warrant to act signed → Option granted → Option exercised → Stamp duty paid, now: Completed',
    );
  });

  it('a Mortgage takes its shorter path: no option, no stamp duty, no S.65 notice', () => {
    const mortgage: CaseRecords = {
      ...SALE_NEARLY_ACTIVE,
      transactionTypeName: 'Mortgage',
      status: ACTIVE,
      warrantSigned: true,
      requisitions: { sent: 1, replied: 1 },
    };
    const path = pathOf(mortgage);
    const stages = ['opened', 'partiesInPlace', 'warrantSigned', 'requisitionsReplied'];
    expect(path.highlight.visited).toEqual([stage('deciding'), ...stages.map(stage)]);
    expect(path.highlight.edges).toEqual([START, ...stages.map(routed)]);
    expect(path.words).toBe('Case opened → Parties in place → Warrant to act signed, now: Requisitions replied');
  });

  it('names only states and transitions the diagram draws', () => {
    const path = pathOf(SALE_CLOSED);
    const edgeIds = new Set(graph.edges.map((edge) => edge.id));
    expect(path.highlight.edges.every((id) => edgeIds.has(id))).toBe(true);
  });
});
