import { beforeAll, describe, expect, it } from 'vitest';
import { TRANSACTION_FEE } from '../../src/domain/requisitions/agencies';
import { chargeLineOfDetail, type ChargeDetailOnWire } from '../../src/domain/requisitions/charge-details';
import { requisitionSummary, type RequisitionTotals } from '../../src/domain/requisitions/fees';
import { dollarsToCents, gstOf } from '../../src/domain/requisitions/money';
import { SUBMIT_MIN_INTERVAL_MS } from '../../src/domain/requisitions/submit-pace';
import { addSaleProperty } from './support/contacts';
import { json, propertyIdOf } from './support/properties';
import { requisitionBody, storedRequisition, withRequisitionServer, type AgencyLines } from './support/requisitions';
import type { TestServer } from './support/start-test-server';

let server: TestServer;
let tanLim: string;
withRequisitionServer((running) => ({ server, tanLim } = running));

interface BillingDetailJson {
  lfControlNumber: string;
  agencyCode: string;
  departmentCode: string;
  lineType: string;
  description: string;
  applyFee: number;
  applyGst: number;
  crimsonLogicProcessingChargedFee: number;
  crimsonLogicProcessingGSTFee: number;
  totalFeePerLRCharged: number;
  totalFeePerLRGST: number;
}

/** The Sail unit with both Marina One MCSTs ticked (the main and a subsidiary one): two MCST requests. */
async function addTwoMcstProperty(): Promise<number> {
  const detail = (mcstId: string, subMcsNo: string, devName: string) => ({
    mcstId,
    mcstNo: '4398',
    subMcsNo,
    mcstType: 'Residential',
    devName,
    devLocation: '21 & 23 MARINA WAY',
    maName: 'SAVILLS PROPERTY MANAGEMENT PTE LTD',
    maAddress1: '30 CECIL STREET #20-03',
    maAddress2: 'PRUDENTIAL TOWER SINGAPORE 049712',
    maAgencyMail: 'mcst4398@savills.com.sg',
    address: { blockNo: '21', postalCode: '018978', storeyNo: '01', streetName: 'MARINA WAY', unitNo: '01' },
    isChecked: '1',
  });
  return addSaleProperty(server, tanLim, {
    lawfirmRefNo: 'TL/LR/BILL',
    mcstNo: '4398',
    mcstDetails: [detail('MC4398', '', 'MARINA ONE'), detail('MC4398-S1', '1', 'MARINA ONE RESIDENCES')],
  });
}

/** What the requisition page shows for these agencies on this property: its charge cards through the one fee module. */
async function pageSummary(propertyId: number, agencies: AgencyLines) {
  const { body } = await json<ChargeDetailOnWire[]>(await server.get(`/api/get-charge-details/${propertyId}`, tanLim));
  const chosen = agencies.map(([agencyCode, deptCode]) => {
    const detail = body.find((row) => row.agencyCode === agencyCode && row.deptCode === deptCode);
    if (!detail) throw new Error(`no charge detail for ${agencyCode} ${deptCode}`);
    return chargeLineOfDetail(detail);
  });
  return requisitionSummary(chosen);
}

async function submit(propertyId: number, agencies: AgencyLines, extra: Record<string, unknown> = {}): Promise<string> {
  server.clock.advance(SUBMIT_MIN_INTERVAL_MS);
  const { status, body } = await json<{ lfcontrolNo: string; errormsg?: string }>(
    await server.post('/api/submitDD', requisitionBody(propertyId, agencies, extra), tanLim),
  );
  if (status !== 200) throw new Error(`submitDD answered ${status}: ${JSON.stringify(body)}`);
  return body.lfcontrolNo;
}

async function billingDetail(lfControlNo: string): Promise<BillingDetailJson[]> {
  const { status, body } = await json<BillingDetailJson[]>(
    await server.post(
      '/api/generateAgencyBilligDetail',
      { loginId: 'lawyer1', lf_control_no: lfControlNo, referenceNo: '', propertyType: '', billSendDate: '' },
      tanLim,
    ),
  );
  expect(status).toBe(200);
  return body;
}

/** The bill's lines summed in cents, in the four totals the requisition page shows. */
function billTotalsOf(lines: readonly BillingDetailJson[]): RequisitionTotals {
  const sum = (pick: (line: BillingDetailJson) => number) => lines.reduce((total, line) => total + dollarsToCents(pick(line)), 0);
  const totals = {
    totalApplicationFee: sum((line) => line.applyFee),
    totalGSTFee: sum((line) => line.applyGst),
    totalCLFee: sum((line) => line.crimsonLogicProcessingChargedFee),
    totalCLGstFee: sum((line) => line.crimsonLogicProcessingGSTFee),
  };
  return { ...totals, grandTotal: totals.totalApplicationFee + totals.totalGSTFee + totals.totalCLFee + totals.totalCLGstFee };
}

/** Everything the submission stored as charged: every agency line with its SAL levy, and the transaction fee. */
async function storedCharge(lfControlNo: string): Promise<number> {
  const { requisition, requests } = await storedRequisition(server, lfControlNo);
  const lines = requests.reduce((sum, row) => sum + row.applFee + row.applGst + row.clFee + row.clGst + row.salLevyFee + row.salLevyGst, 0);
  return lines + requisition.transactionFee + requisition.transactionGst;
}

const ACRA_PARTIES = { ACRA_PPR: 'S1234567D||S7654321A', ACRA_BPR: 'T16LL0456H', ACRA_EBPR: 'T16LL0456H' };

const MIXES: ReadonlyArray<{
  name: string;
  property: () => Promise<number>;
  agencies: AgencyLines;
  extra?: Record<string, unknown>;
  rows: string[];
}> = [
  { name: 'IRAS only', property: () => propertyIdOf(server, 'PCN-2026-000103'), agencies: [['IRAS', 'IRAS']], rows: ['IRAS', 'Transaction Fee'] },
  {
    name: 'IRAS, URA and PUB',
    property: () => propertyIdOf(server, 'PCN-2026-000103'),
    agencies: [
      ['IRAS', 'IRAS'],
      ['URA', 'URA'],
      ['PUB', 'PUB'],
    ],
    rows: ['IRAS', 'URA', 'PUB', 'Transaction Fee'],
  },
  {
    name: 'MCST with two MCST details and the SAL levy, with IRAS and URA',
    property: addTwoMcstProperty,
    agencies: [
      ['IRAS', 'IRAS'],
      ['MCST', 'MCST'],
      ['URA', 'URA'],
    ],
    rows: ['IRAS', 'MCST Managing Agent', 'SAL Levy (5%)', 'URA', 'Transaction Fee'],
  },
  {
    name: 'the three ACRA reports with IRAS',
    property: () => propertyIdOf(server, 'PCN-2026-000101'),
    agencies: [
      ['ACRA', 'PPR'],
      ['ACRA', 'BPR'],
      ['ACRA', 'EBPR'],
      ['IRAS', 'IRAS'],
    ],
    extra: ACRA_PARTIES,
    rows: ['ACRA - PPR', 'ACRA - BPR', 'ACRA - EBPR', 'IRAS', 'Transaction Fee'],
  },
];

describe('the billing detail charges exactly what the submission charged', () => {
  let mcstProperty = 0;
  beforeAll(async () => {
    mcstProperty = await addTwoMcstProperty();
  });

  for (const mix of MIXES) {
    it(`${mix.name}: line by line as the requisition page's summary, the same totals, the same as stored`, async () => {
      const propertyId = mix.property === addTwoMcstProperty ? mcstProperty : await mix.property();
      const summary = await pageSummary(propertyId, mix.agencies);
      const lfControlNo = await submit(propertyId, mix.agencies, mix.extra);
      const lines = await billingDetail(lfControlNo);

      expect(lines.map((line) => line.description)).toEqual(mix.rows);
      expect(summary.rows.map((row) => row.label)).toEqual(mix.rows);
      // Every row of the page's summary is a bill line with the same four amounts, to the cent.
      expect(
        lines.map((line) => ({
          label: line.description,
          applFee: dollarsToCents(line.applyFee),
          applGst: dollarsToCents(line.applyGst),
          clFee: dollarsToCents(line.crimsonLogicProcessingChargedFee),
          clGst: dollarsToCents(line.crimsonLogicProcessingGSTFee),
        })),
      ).toEqual(summary.rows);
      for (const line of lines) {
        expect(dollarsToCents(line.totalFeePerLRCharged)).toBe(dollarsToCents(line.applyFee) + dollarsToCents(line.crimsonLogicProcessingChargedFee));
        expect(dollarsToCents(line.totalFeePerLRGST)).toBe(dollarsToCents(line.applyGst) + dollarsToCents(line.crimsonLogicProcessingGSTFee));
        expect(line.lfControlNumber).toBe(lfControlNo);
      }
      expect(billTotalsOf(lines)).toEqual(summary.totals);
      expect(billTotalsOf(lines).grandTotal).toBe(await storedCharge(lfControlNo));
    });
  }

  it('bills MCST × 2 details with the 5 % SAL levy and its GST on its own line', async () => {
    const lfControlNo = await submit(mcstProperty, [['MCST', 'MCST']]);
    const lines = await billingDetail(lfControlNo);
    expect(
      lines.map(({ lineType, description, applyFee, applyGst, crimsonLogicProcessingChargedFee, crimsonLogicProcessingGSTFee }) => [
        lineType,
        description,
        applyFee,
        applyGst,
        crimsonLogicProcessingChargedFee,
        crimsonLogicProcessingGSTFee,
      ]),
    ).toEqual([
      ['agency', 'MCST Managing Agent', 50, 4.5, 7, 0.64],
      ['salLevy', 'SAL Levy (5%)', 2.5, 0.23, 0, 0],
      ['transactionFee', 'Transaction Fee', 0, 0, TRANSACTION_FEE / 100, gstOf(TRANSACTION_FEE) / 100],
    ]);
  });
});
