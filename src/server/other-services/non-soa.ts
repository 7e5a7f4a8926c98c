import { and, asc, count, desc, eq, ilike, inArray, max, sql, type SQL } from 'drizzle-orm';
import type { components } from '../../api/schema.gen';
import { messages } from '../../domain/messages';
import { OTHER_SERVICE_TYPES, type NonSoaPropertyType } from '../../domain/other-services/service-types';
import type { Clock } from '../clock';
import { todayBy } from '../clock';
import { lockCases } from '../db/case-lock';
import type { Database } from '../db/database';
import { inFirm, type FirmId } from '../db/firm-scope';
import { containing } from '../db/queries/like-pattern';
import { otherServiceRequests, properties, sandboxIrasLand, sandboxIrasUnits } from '../db/schema';
import { NotFoundError } from '../http/errors';
import { nextLfControlNos } from '../requisitions/next-lf-control-no';
import type { OtherServicesDesk } from '../services/agency/other-services-desk';
import { nextOtherServiceSequence, otherServiceRpNumber } from './control-numbers';
import { singaporeDate } from './dates';
import { storeSubmission, type Submitter } from './submission';

type SoaSearchResult = components['schemas']['SoaSearchResult'];

/** The most properties one non-SOA search answers. */
export const NON_SOA_SEARCH_MAX_ROWS = 500;

/** A property of the valuation list: its account no., what it is and where. */
interface ListedProperty {
  accountNo: string;
  propertyType: NonSoaPropertyType;
  address: string;
}

const unitColumns = {
  accountNo: sandboxIrasUnits.pptyTaxRefNo,
  blk: sandboxIrasUnits.blkHouseNo,
  street: sandboxIrasUnits.streetName,
  storey: sandboxIrasUnits.storeyNo,
  unit: sandboxIrasUnits.unitNo,
  postal: sandboxIrasUnits.postalCode,
  description: sandboxIrasUnits.pptyDescription,
};

const landColumns = {
  accountNo: sandboxIrasLand.propertyAccountNo,
  house: sandboxIrasLand.houseNo,
  street: sandboxIrasLand.streetName,
  postal: sandboxIrasLand.postalCode,
  description: sandboxIrasLand.pptyDescription,
};

type UnitRow = { accountNo: string; blk: string; street: string; storey: string; unit: string; postal: string; description: string };
type LandRow = { accountNo: string; house: string; street: string; postal: string; description: string };

const unitProperty = (row: UnitRow): ListedProperty => {
  const unit = row.storey || row.unit ? ` #${row.storey}-${row.unit}` : '';
  return { accountNo: row.accountNo, propertyType: 'B', address: `${row.blk} ${row.street}${unit} SINGAPORE ${row.postal} (${row.description})` };
};

const landProperty = (row: LandRow): ListedProperty => ({
  accountNo: row.accountNo,
  propertyType: 'L',
  address: `${row.house} ${row.street} SINGAPORE ${row.postal} (${row.description})`,
});

/** Equal ignoring case and surrounding spaces; every number when the field is left empty. */
function sameNumber(column: typeof sandboxIrasUnits.blkHouseNo | typeof sandboxIrasLand.houseNo, value: string): SQL | undefined {
  return value ? sql`upper(trim(${column})) = ${value.toUpperCase()}` : undefined;
}

/**
 * The valuation list's properties at a block / house no. whose street name contains the text, ignoring case (seed
 * 002 §2.4: B buildings, each unit; L land). An empty field matches every value. At most NON_SOA_SEARCH_MAX_ROWS.
 */
async function listedProperties(
  db: Database,
  search: { strBlk: string; strStrtName: string; strPropType: NonSoaPropertyType },
): Promise<ListedProperty[]> {
  const street = search.strStrtName ? containing(search.strStrtName) : undefined;
  if (search.strPropType === 'B') {
    const rows = await db
      .select(unitColumns)
      .from(sandboxIrasUnits)
      .where(and(sameNumber(sandboxIrasUnits.blkHouseNo, search.strBlk), street ? ilike(sandboxIrasUnits.streetName, street) : undefined))
      .orderBy(asc(sandboxIrasUnits.streetName), asc(sandboxIrasUnits.blkHouseNo), asc(sandboxIrasUnits.storeyNo), asc(sandboxIrasUnits.unitNo))
      .limit(NON_SOA_SEARCH_MAX_ROWS);
    return rows.map(unitProperty);
  }
  const rows = await db
    .select(landColumns)
    .from(sandboxIrasLand)
    .where(and(sameNumber(sandboxIrasLand.houseNo, search.strBlk), street ? ilike(sandboxIrasLand.streetName, street) : undefined))
    .orderBy(asc(sandboxIrasLand.streetName), asc(sandboxIrasLand.houseNo))
    .limit(NON_SOA_SEARCH_MAX_ROWS);
  return rows.map(landProperty);
}

/** The listed properties with these account numbers (any case), by account no. as listed. */
async function listedByAccount(db: Database, accountNos: readonly string[]): Promise<Map<string, ListedProperty>> {
  const upper = accountNos.map((no) => no.toUpperCase());
  const [units, land] = await Promise.all([
    db
      .select(unitColumns)
      .from(sandboxIrasUnits)
      .where(inArray(sql`upper(${sandboxIrasUnits.pptyTaxRefNo})`, upper)),
    db.select(landColumns).from(sandboxIrasLand).where(inArray(sandboxIrasLand.propertyAccountNo, upper)),
  ]);
  return new Map([...units.map(unitProperty), ...land.map(landProperty)].map((listed) => [listed.accountNo.toUpperCase(), listed]));
}

/**
 * POST /searchNonSOA (seed 002 §2.4, §3): the valuation list's properties matching the search, each with the firm's
 * latest non-requisition statement on it (LF control no., reference no., request and reply dates; '' / null when
 * none) and how many the firm has asked for.
 */
export async function searchNonSoa(
  db: Database,
  firmId: FirmId,
  search: { strBlk: string; strStrtName: string; strPropType: NonSoaPropertyType },
): Promise<SoaSearchResult[]> {
  const listed = await listedProperties(db, search);
  if (listed.length === 0) return [];
  const table = otherServiceRequests;
  const mine = inFirm(
    table,
    firmId,
    eq(table.kind, 'nonSoa'),
    inArray(
      table.propertyAccountNo,
      listed.map((row) => row.accountNo),
    ),
  );
  const [counts, latest] = await Promise.all([
    db
      .select({ accountNo: table.propertyAccountNo, asked: count(), lastAsked: max(table.createdAt) })
      .from(table)
      .where(mine)
      .groupBy(table.propertyAccountNo),
    db
      .selectDistinctOn([table.propertyAccountNo], {
        accountNo: table.propertyAccountNo,
        lfControlNo: table.lfControlNo,
        referenceNo: table.referenceNo,
        createdAt: table.createdAt,
        receivedAt: table.receivedAt,
      })
      .from(table)
      .where(mine)
      .orderBy(table.propertyAccountNo, desc(table.createdAt), desc(table.id)),
  ]);
  const countOf = new Map(counts.map((row) => [row.accountNo, row.asked]));
  const latestOf = new Map(latest.map((row) => [row.accountNo, row]));
  return listed.map((property) => {
    const last = latestOf.get(property.accountNo);
    return {
      lfControlNo: last?.lfControlNo ?? '',
      referenceNo: last?.referenceNo ?? '',
      reqSentDate: '',
      soaCount: countOf.get(property.accountNo) ?? 0,
      latestReqDate: last ? singaporeDate(last.createdAt) : null,
      latestRecvDate: last?.receivedAt ? singaporeDate(last.receivedAt) : null,
      propAddr: property.address,
      propActNo: property.accountNo,
      isChecked: false,
    };
  });
}

export interface NonSoaDeps {
  db: Database;
  clock: Clock;
  desk: OtherServicesDesk;
}

/**
 * POST /submitNonSOA (seed 002 §4, §7): one non-requisition statement of account request per named property account
 * no. (the seed's `lfControlNos` field carries them), each with an LF control number of its own, in one transaction.
 * Every account no. must be on the valuation list (else 404, nothing stored). A request on an account the firm has a
 * case for names that case and its reference no. An Idempotency-Key repeated answers the first text.
 */
export async function submitNonSoa(
  deps: NonSoaDeps,
  submitter: Submitter,
  accountNos: readonly string[],
  requestKey: string | undefined,
): Promise<string> {
  const wanted = [...new Set(accountNos.map((no) => no.trim().toUpperCase()))];
  const today = todayBy(deps.clock);
  const now = new Date(deps.clock.nowMs());
  return storeSubmission(deps.db, submitter, requestKey, now, {
    answer: () => messages.submitted,
    rows: async (tx) => {
      const listed = await listedByAccount(tx, wanted);
      const chosen = wanted.map((no) => listed.get(no));
      if (chosen.some((property) => !property)) throw new NotFoundError();
      const picked = chosen.filter((property): property is ListedProperty => !!property);
      const cases = await casesOfAccounts(
        tx,
        submitter.firmId,
        picked.map((property) => property.accountNo),
      );
      // The cases before the day's LF numbers, which a requisition takes after its case (db/case-lock.ts).
      await lockCases(
        tx,
        submitter.firmId,
        [...cases.values()].map((known) => known.id),
      );
      const lfControlNos = await nextLfControlNos(tx, today, picked.length);
      const first = await nextOtherServiceSequence(tx, 'nonSoa', today);
      return picked.map((property, index) => {
        const known = cases.get(property.accountNo);
        return {
          kind: 'nonSoa' as const,
          messageType: OTHER_SERVICE_TYPES.nonSoa.messageType,
          lfControlNo: lfControlNos[index] ?? null,
          rpControlNo: otherServiceRpNumber('nonSoa', today, first + index),
          createdAt: now,
          referenceNo: known?.lawfirmRefNo ?? '',
          propertyType: property.propertyType,
          propertyId: known?.id ?? null,
          propertyAccountNo: property.accountNo,
          propertyAddress: property.address,
          extract: { propAcNo: property.accountNo, parcelNo: '', lots: [] },
        };
      });
    },
    stored: (tx, rows) =>
      deps.desk.send(
        tx,
        submitter.firmId,
        rows.map((row) => row.id),
      ),
  });
}

/** The firm's newest case on each of these property tax accounts. */
async function casesOfAccounts(
  db: Database,
  firmId: FirmId,
  accountNos: readonly string[],
): Promise<Map<string, { id: number; lawfirmRefNo: string }>> {
  const rows = await db
    .selectDistinctOn([properties.propAcctNo], { accountNo: properties.propAcctNo, id: properties.id, lawfirmRefNo: properties.lawfirmRefNo })
    .from(properties)
    .where(inFirm(properties, firmId, inArray(properties.propAcctNo, [...accountNos])))
    .orderBy(properties.propAcctNo, desc(properties.createdAt), desc(properties.id));
  return new Map(rows.map((row) => [row.accountNo, { id: row.id, lawfirmRefNo: row.lawfirmRefNo }]));
}
