import { eq } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { checkDigit } from '../../../src/domain/property/lot-check-digit';
import { todayBy } from '../../../src/server/clock';
import { properties } from '../../../src/server/db/schema';
import type { Json, TestServer } from './start-test-server';

/** The stored id of a demo property, by its control number. */
export async function propertyIdOf(server: TestServer, propertyRefNo: string): Promise<number> {
  const [row] = await server.db.select({ id: properties.id }).from(properties).where(eq(properties.propertyRefNo, propertyRefNo));
  if (!row) throw new Error(`no property ${propertyRefNo}`);
  return row.id;
}

/** A date `days` after the server's today (Asia/Singapore), so "not before today" holds whenever tests run. */
export function daysFromToday(server: TestServer, days: number): string {
  return Temporal.PlainDate.from(todayBy(server.clock)).add({ days }).toString();
}

export const landLotNo = (mktsId: 'MK' | 'TS', mktsNo: string, digits: string) => `${digits}${checkDigit(mktsId, mktsNo, digits) ?? '?'}`;

/** The Sail unit as a user would enter it: lower-case roads, a land lot, a strata lot and MCST 2978 ticked. */
export function sailPayload(server: TestServer, overrides: Json = {}): Json {
  return {
    lawfirmRefNo: 'TL/TEST/0001',
    propType: 'BUILDING',
    propName: 'THE SAIL @ MARINA BAY',
    hseNo: '2',
    streetName: 'marina boulevard',
    road1: 'the sail',
    road2: '',
    storeyNo: '45',
    unitNo: '05',
    postal: '018987',
    propAcctNo: '12345678',
    transactionTypeName: 'Sale',
    completionDate: daysFromToday(server, 60),
    mcstNo: '2978',
    mcstDetails: [
      {
        mcstId: 'MC2978',
        mcstNo: '2978',
        subMcsNo: '',
        mcstType: 'Residential',
        devName: 'THE SAIL @ MARINA BAY',
        devLocation: '2 & 6 MARINA BOULEVARD',
        maName: 'SAVILLS PROPERTY MANAGEMENT PTE LTD',
        maAddress1: '30 CECIL STREET #20-03',
        maAddress2: 'PRUDENTIAL TOWER SINGAPORE 049712',
        maAgencyMail: 'mcst2978@savills.com.sg',
        address: { blockNo: '2', postalCode: '018987', storeyNo: '01', streetName: 'MARINA BOULEVARD', unitNo: '01' },
        isChecked: '1',
      },
    ],
    lotInfos: [{ mktsId: 'TS', mktsNo: '30', landLotFormat: 'N', landLotNo: landLotNo('TS', '30', '512'), partIndicator: 'N', irasPLPTNo: '' }],
    lotType: 'S',
    mktsId: 'TS',
    mktsNo: '30',
    strataLotFormat: 'N',
    strataLotNo: 'U4505K',
    applicantInfo: { applicantName: 'Tan Wei Ming', applicantEmail: 'weiming.tan@tanlim.com.sg', applicantContact: '62201234' },
    ...overrides,
  };
}

export async function json<T = Json>(response: Response): Promise<{ status: number; body: T }> {
  return { status: response.status, body: (await response.json()) as T };
}
