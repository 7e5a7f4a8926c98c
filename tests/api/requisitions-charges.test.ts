import { describe, expect, it } from 'vitest';
import { AGENCY_FEE_TABLE, TRANSACTION_FEE } from '../../src/domain/requisitions/agencies';
import { chargeLineOfDetail, type ChargeDetailOnWire } from '../../src/domain/requisitions/charge-details';
import { requisitionSummary } from '../../src/domain/requisitions/fees';
import { dollarsToCents, gstOf } from '../../src/domain/requisitions/money';
import { addSaleProperty } from './support/contacts';
import { json, propertyIdOf } from './support/properties';
import { requisitionBody, storedRequisition, withRequisitionServer } from './support/requisitions';
import type { TestServer } from './support/start-test-server';

let server: TestServer;
let tanLim: string;
let leeOng: string;
withRequisitionServer((running) => ({ server, tanLim, leeOng } = running));

const chargesOf = async (propertyId: number, jwt = tanLim) =>
  json<ChargeDetailOnWire[]>(await server.get(`/api/get-charge-details/${propertyId}`, jwt));

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
    lawfirmRefNo: 'TL/LR/FEES',
    mcstNo: '4398',
    mcstDetails: [detail('MC4398', '', 'MARINA ONE'), detail('MC4398-S1', '1', 'MARINA ONE RESIDENCES')],
  });
}

describe('GET /api/get-charge-details/{propertyId}', () => {
  it('lists every agency line of the fee table, each costing its published total with GST', async () => {
    const { status, body } = await chargesOf(await propertyIdOf(server, 'PCN-2026-000103'));
    expect(status).toBe(200);
    expect(body.map((detail) => `${detail.agencyCode}:${detail.deptCode}`)).toEqual(
      AGENCY_FEE_TABLE.map((fee) => `${fee.agencyCode}:${fee.deptCode}`),
    );
    for (const fee of AGENCY_FEE_TABLE) {
      const detail = body.find((row) => row.agencyCode === fee.agencyCode && row.deptCode === fee.deptCode);
      expect(
        dollarsToCents((detail?.fee.selectionApplicationFee ?? 0) + (detail?.fee.selectionGSTFee ?? 0)),
        `${fee.agencyCode} ${fee.deptCode}`,
      ).toBe(fee.publishedTotal);
    }
  });

  it('multiplies MCST by the ticked MCST details and adds the SAL levy with its GST', async () => {
    const { body } = await chargesOf(await addTwoMcstProperty());
    expect(body.find((row) => row.agencyCode === 'MCST')).toEqual({
      agencyCode: 'MCST',
      deptCode: 'MCST',
      chargeCode: 'MCSA',
      usageQty: 2,
      fee: {
        selectionApplicationFee: 50,
        selectionGSTFee: 4.5,
        CLApplicationFee: 7,
        CLGSTFee: 0.64,
        salLevy: { salLevyFee: 2.5, salLevyGSTFee: 0.23 },
      },
    });
    expect(body.find((row) => row.agencyCode === 'IRAS')).toMatchObject({
      usageQty: 1,
      fee: { selectionApplicationFee: 36.69, selectionGSTFee: 3.31 },
    });
    expect(body.find((row) => row.agencyCode === 'IRAS')?.fee.salLevy).toBeUndefined();
  });

  it("answers 404 for another firm's property", async () => {
    const { status } = await chargesOf(await propertyIdOf(server, 'PCN-2026-000103'), leeOng);
    expect(status).toBe(404);
  });
});

describe('fees on the wire: IRAS, URA and MCST with two ticked MCST details', () => {
  it('sum to the totals the domain computes, and the submitted requisition is charged exactly those lines', async () => {
    const propertyId = await addTwoMcstProperty();
    const chosen = (await chargesOf(propertyId)).body.filter((row) => ['IRAS', 'URA', 'MCST'].includes(row.agencyCode)).map(chargeLineOfDetail);
    const summary = requisitionSummary(chosen);
    expect(summary.rows.map((row) => row.label)).toEqual(['IRAS', 'URA', 'MCST Managing Agent', 'SAL Levy (5%)', 'Transaction Fee']);
    expect(summary.totals).toEqual({ totalApplicationFee: 13919, totalGSTFee: 1254, totalCLFee: 1420, totalCLGstFee: 130, grandTotal: 16723 });

    const agencies = [
      ['IRAS', 'IRAS'],
      ['URA', 'URA'],
      ['MCST', 'MCST'],
    ] as const;
    const submitted = await json<{ lfcontrolNo: string }>(await server.post('/api/submitDD', requisitionBody(propertyId, agencies), tanLim));
    expect(submitted.status).toBe(200);
    const { requisition, requests } = await storedRequisition(server, submitted.body.lfcontrolNo);
    expect(
      requests.map(({ agencyCode, deptCode, usageQty, applFee, applGst, clFee, clGst, salLevyFee, salLevyGst }) => ({
        agencyCode,
        deptCode,
        usageQty,
        applFee,
        applGst,
        clFee,
        clGst,
        salLevyFee,
        salLevyGst,
      })),
    ).toEqual(chosen.map(({ chargeCode: _, ...line }) => line));
    expect([requisition.transactionFee, requisition.transactionGst]).toEqual([TRANSACTION_FEE, gstOf(TRANSACTION_FEE)]);
  });
});

describe('POST /api/searchStreetName', () => {
  const count = async (streetName: string, jwt = tanLim) => json<{ count: number }>(await server.post('/api/searchStreetName', { streetName }, jwt));

  it('counts a known street whatever its case and surrounding blanks', async () => {
    expect(await count('  marina boulevard ')).toEqual({ status: 200, body: { count: 1 } });
  });

  it('answers 0 for a street nobody knows (the page then says Street Name not found.)', async () => {
    expect((await count('NOWHERE LANE')).body).toEqual({ count: 0 });
    expect((await count('   ')).body).toEqual({ count: 0 });
  });

  it('needs the bearer token and a street name', async () => {
    expect((await server.post('/api/searchStreetName', { streetName: 'MARINA BOULEVARD' })).status).toBe(401);
    expect((await server.post('/api/searchStreetName', {}, tanLim)).status).toBe(400);
  });
});
