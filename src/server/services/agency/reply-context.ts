import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { inFirm, type FirmId } from '../../db/firm-scope';
import { dueDiligences, lawFirms, properties, propertyLotInfos, propertyMcstDetails } from '../../db/schema';
import type { PropertyLotInfo, PropertyMcstDetail } from '../../db/schema';

/** What an agency's reply letter names: the requisition, its property and lots, and the law firm that asked. */
export interface ReplyContext {
  /** The requisition's case: its reply is recorded there. */
  propertyId: number;
  lfcontrolNo: string;
  planInd: string;
  firmName: string;
  firmAddress: string;
  lawfirmRefNo: string;
  propAddress: string;
  propType: 'BUILDING' | 'LAND';
  postal: string;
  lotType: string;
  /** 'MK 24 Lot 1234A' style lines: the strata lot, or each land lot. */
  lots: string[];
  mcsts: PropertyMcstDetail[];
}

/** The context of one requisition of the firm, or null when it is gone (deleted with its property). */
export async function loadReplyContext(db: Database, firmId: FirmId, dueDiligenceId: number): Promise<ReplyContext | null> {
  const [row] = await db
    .select({ requisition: dueDiligences, property: properties, firm: lawFirms })
    .from(dueDiligences)
    .innerJoin(properties, eq(properties.id, dueDiligences.propertyId))
    .innerJoin(lawFirms, eq(lawFirms.id, dueDiligences.firmId))
    .where(inFirm(dueDiligences, firmId, eq(dueDiligences.id, dueDiligenceId)));
  if (!row) return null;
  const { requisition, property, firm } = row;
  const [lotRows, mcsts] = await Promise.all([
    db.select().from(propertyLotInfos).where(eq(propertyLotInfos.propertyId, property.id)).orderBy(asc(propertyLotInfos.sequenceKey)),
    db.select().from(propertyMcstDetails).where(eq(propertyMcstDetails.propertyId, property.id)).orderBy(asc(propertyMcstDetails.position)),
  ]);
  return {
    propertyId: requisition.propertyId,
    lfcontrolNo: requisition.lfControlNo,
    planInd: requisition.planInd,
    firmName: firm.name,
    firmAddress: [firm.address, firm.postalCode ? `Singapore ${firm.postalCode}` : ''].filter(Boolean).join(', '),
    lawfirmRefNo: property.lawfirmRefNo,
    propAddress: property.propAddress,
    propType: property.propType,
    postal: property.postal,
    lotType: property.lotType,
    lots: lotLines(property, lotRows),
    mcsts,
  };
}

function lotLines(property: { propType: string; mktsId: string; mktsNo: string; strataLotNo: string }, lots: readonly PropertyLotInfo[]): string[] {
  const mkts = (id: string, no: string) => (no.trim() ? `${id || 'MK'} ${no.trim()}` : '');
  const line = (id: string, no: string, lot: string) => [mkts(id, no), lot.trim() ? `Lot ${lot.trim()}` : ''].filter(Boolean).join(' ');
  const strata = property.propType === 'BUILDING' ? line(property.mktsId, property.mktsNo, property.strataLotNo) : '';
  const land = lots.map((lot) => line(lot.mktsId, lot.mktsNo, lot.landLotNo)).filter(Boolean);
  return [strata, ...land].filter(Boolean);
}
