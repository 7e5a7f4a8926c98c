import * as v from 'valibot';
import { findAgencyFee, TRANSACTION_FEE } from '../../../domain/requisitions/agencies';
import { chargeLineFor } from '../../../domain/requisitions/fees';
import { gstOf } from '../../../domain/requisitions/money';
import { purposeOfRequest } from '../../../domain/requisitions/selection';
import { SECONDARY_KIND_LIST, secondaryInfoSchema } from '../../../domain/stakeholder-secondary';
import { derivedState } from '../../property/property-facts';
import { agencyRequestRows } from '../../requisitions/agency-rows';
import type { Database } from '../database';
import {
  dueDiligences,
  properties,
  propertyLotInfos,
  propertyMcstDetails,
  propertySecondaryStakeholders,
  requisitionAgencyRequests,
  transactionTypes,
} from '../schema';
import type { DemoClientKey, DemoLawyerKey } from './demo-contacts';
import type { DemoFirmKey } from './demo-people';
import { DEMO_DUE_DILIGENCES, DEMO_PROPERTIES } from './demo-properties';
import { prepareDemoProperty } from './demo-property-rows';

export interface DemoIds {
  firmIdOf(firm: DemoFirmKey): number;
  userIdOf(userId: string): number;
  clientPk: ReadonlyMap<DemoClientKey, number | null>;
  lawyerPk: ReadonlyMap<DemoLawyerKey, number | null>;
}

/** The demo property cases with their lots, ticked MCSTs, parties and requisitions, inside the seed transaction. */
export async function seedDemoCases(tx: Database, ids: DemoIds): Promise<void> {
  const types = await tx.select().from(transactionTypes);
  const typeByName = new Map(types.map((type) => [type.name, type]));
  const propertyPk = new Map<string, number>();
  const client = (key?: DemoClientKey) => (key ? (ids.clientPk.get(key) ?? null) : null);
  const lawyer = (key?: DemoLawyerKey) => (key ? (ids.lawyerPk.get(key) ?? null) : null);

  for (const demo of DEMO_PROPERTIES) {
    const type = typeByName.get(demo.transactionType);
    if (!type) throw new Error(`Demo data refers to unknown "${demo.transactionType}"`);
    const prepared = prepareDemoProperty(demo, type);
    const parties = {
      buyerId: client(demo.parties?.buyer),
      sellerId: client(demo.parties?.seller),
      buyerAgentId: client(demo.parties?.buyerAgent),
      sellerAgentId: client(demo.parties?.sellerAgent),
      buyerLawyerId: lawyer(demo.parties?.buyerLawyer),
      sellerLawyerId: lawyer(demo.parties?.sellerLawyer),
    };
    const createdAt = new Date(demo.createdAt);
    const [row] = await tx
      .insert(properties)
      .values({
        ...prepared.columns,
        ...parties,
        ...derivedState({ ...prepared.columns, ...parties }),
        firmId: ids.firmIdOf(demo.firm),
        propertyRefNo: demo.propertyRefNo,
        locked: demo.locked ?? false,
        checkListId: demo.checkListId ?? null,
        createdAt,
        updatedAt: createdAt,
        createdBy: ids.userIdOf(demo.createdBy),
      })
      .returning({ id: properties.id });
    if (!row) throw new Error(`Demo property ${demo.propertyRefNo} was not stored`);
    propertyPk.set(demo.propertyRefNo, row.id);
    if (prepared.lots.length > 0) await tx.insert(propertyLotInfos).values(prepared.lots.map((lot) => ({ ...lot, propertyId: row.id })));
    if (prepared.mcstDetails.length > 0) {
      await tx.insert(propertyMcstDetails).values(prepared.mcstDetails.map((detail) => ({ ...detail, propertyId: row.id })));
    }
    // Through the same per-kind schema as assign-2nd-stakeholder, so demo data cannot hold a field the kind lacks.
    const secondary = SECONDARY_KIND_LIST.flatMap((kind) => {
      const info = demo.secondary?.[kind];
      return info ? [{ propertyId: row.id, kind, info: v.parse(secondaryInfoSchema(kind), info), createdAt, updatedAt: createdAt }] : [];
    });
    if (secondary.length > 0) await tx.insert(propertySecondaryStakeholders).values(secondary);
  }

  await seedDemoRequisitions(tx, ids, propertyPk);
}

/** A day after sending, as the demo's agencies take; long past, so the simulator answers on the first look. */
const DEMO_REPLY_AFTER_MS = 24 * 60 * 60 * 1000;

/** The demo requisitions with their agency requests, priced and numbered as /submitDD and /draftDD do. */
async function seedDemoRequisitions(tx: Database, ids: DemoIds, propertyPk: ReadonlyMap<string, number>): Promise<void> {
  for (const dd of DEMO_DUE_DILIGENCES) {
    const propertyId = propertyPk.get(dd.propertyRefNo);
    const demo = DEMO_PROPERTIES.find((p) => p.propertyRefNo === dd.propertyRefNo);
    if (propertyId === undefined || !demo) throw new Error(`Demo requisition names unknown ${dd.propertyRefNo}`);
    const firmId = ids.firmIdOf(demo.firm);
    const createdAt = new Date(dd.createdAt);
    const submitted = dd.drafted === 'N';
    const [row] = await tx
      .insert(dueDiligences)
      .values({
        firmId,
        propertyId,
        lfControlNo: dd.lfControlNo,
        drafted: dd.drafted,
        createdAt,
        createdBy: ids.userIdOf(dd.createdBy),
        submittedAt: submitted ? createdAt : null,
        updatedAt: createdAt,
        purposeReq: purposeOfRequest(demo.transactionType),
        transactionFee: TRANSACTION_FEE,
        transactionGst: gstOf(TRANSACTION_FEE),
      })
      .returning({ id: dueDiligences.id });
    if (!row) throw new Error(`Demo requisition ${dd.lfControlNo} was not stored`);
    const lines = dd.agencies.map(([agencyCode, deptCode]) => {
      const fee = findAgencyFee(agencyCode, deptCode);
      if (!fee) throw new Error(`Demo requisition ${dd.lfControlNo} names unknown agency ${agencyCode} ${deptCode}`);
      return chargeLineFor(fee, demo.mcst?.ticked.length ?? 0);
    });
    const sent = submitted
      ? { status: 'Processing' as const, sentAt: createdAt, replyDueAt: new Date(createdAt.getTime() + DEMO_REPLY_AFTER_MS) }
      : {};
    const requests = agencyRequestRows({ firmId, dueDiligenceId: row.id, lfcontrolNo: dd.lfControlNo }, lines, { ppr: '', bpr: '', ebpr: '' });
    await tx.insert(requisitionAgencyRequests).values(requests.map((request) => ({ ...request, ...sent })));
  }
}
