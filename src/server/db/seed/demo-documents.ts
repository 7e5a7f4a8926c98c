import { and, eq, inArray } from 'drizzle-orm';
import { EMPTY_DOCUMENT_PARTIES, type DocumentLawyer, type DocumentParties } from '../../../domain/documents/document-parties';
import { keepChosenCompletion, type DocumentMetadata } from '../../../domain/documents/metadata';
import { otpDefaults } from '../../../domain/documents/otp-defaults';
import type { Database } from '../database';
import { clients, lawyers, properties, propertyDocuments, type Lawyer } from '../schema';

/** The Sail unit sold by Marina Bay Holdings: its OTP is saved, so the OTP page opens as "existing". */
const DEMO_OTP_PROPERTY = 'PCN-2026-000101';
/** The day the demo OTP was drawn up and saved (after the case was opened, before completion). */
const DEMO_OTP_DATE = '2026-11-02';

/** What the lawyer typed over the defaults: the deal's amounts and the payment made for the option. */
const DEMO_OTP_TERMS: DocumentMetadata = {
  singDollarsOptionMoney: 'Ten Thousand',
  optionMoney: '10,000',
  paymentMode: 'Cheque',
  singDollarsPurchasePrice: 'Two Million Eight Hundred and Eighty Thousand',
  purchasePrice: '2,880,000',
  vendorSingDollars: 'One Hundred and Thirty-Four Thousand',
  vendorPercent: '5',
  vendorPaid: '10,000',
  paymentClientOption: 'client2',
  completionDateMode: 'date',
  completionDay: '2027-01-15',
  vendorWitnessName: 'Sharon Teo Hui Min',
};

function documentLawyer(row: Lawyer | undefined): DocumentLawyer | null {
  if (!row) return null;
  return { name: `${row.firstName} ${row.lastName}`.trim(), firmName: row.lawfirmName, address: row.address, email: row.email };
}

/**
 * The demo's saved documents: an ORIGINAL OTP for the Sail case, filled from the stored property and parties
 * through the same defaults a new OTP starts from. Nothing with files, so seeding never needs the file store.
 * Runs inside the demo seed's transaction; a property that already has its OTP is left alone.
 */
export async function seedDemoDocuments(tx: Database, userIdOf: (userId: string) => number): Promise<void> {
  const [property] = await tx.select().from(properties).where(eq(properties.propertyRefNo, DEMO_OTP_PROPERTY));
  if (!property) throw new Error(`Demo document names unknown ${DEMO_OTP_PROPERTY}`);
  const [existing] = await tx
    .select({ id: propertyDocuments.id })
    .from(propertyDocuments)
    .where(and(eq(propertyDocuments.propertyId, property.id), eq(propertyDocuments.documentModule, 'otp')))
    .limit(1);
  if (existing) return;

  const partyIds = [property.sellerId, property.buyerId].filter((id): id is number => id !== null);
  const lawyerIds = [property.sellerLawyerId, property.buyerLawyerId].filter((id): id is number => id !== null);
  const partyRows = partyIds.length ? await tx.select().from(clients).where(inArray(clients.id, partyIds)) : [];
  const lawyerRows = lawyerIds.length ? await tx.select().from(lawyers).where(inArray(lawyers.id, lawyerIds)) : [];
  const person = (id: number | null) => partyRows.filter((row) => row.id === id).map((row) => ({ name: row.compName, idNo: row.uenNo }));
  const parties: DocumentParties = {
    ...EMPTY_DOCUMENT_PARTIES,
    propertyRefNo: property.propertyRefNo,
    lawfirmRefNo: property.lawfirmRefNo,
    propAddress: property.propAddress,
    address: {
      houseNo: property.hseNo,
      streetName: property.streetName,
      unit: property.storeyNo && property.unitNo ? `#${property.storeyNo}-${property.unitNo}` : '',
      building: property.propName,
      postal: property.postal,
    },
    vendors: person(property.sellerId),
    purchasers: person(property.buyerId),
    clientSide: property.clientFlag === 'B' || property.clientFlag === 'S' ? property.clientFlag : '',
    sellerLawyer: documentLawyer(lawyerRows.find((row) => row.id === property.sellerLawyerId)),
    buyerLawyer: documentLawyer(lawyerRows.find((row) => row.id === property.buyerLawyerId)),
    completionDate: property.completionDate ?? '',
  };
  const metadata = keepChosenCompletion({ ...otpDefaults(parties, DEMO_OTP_DATE), ...DEMO_OTP_TERMS });
  const savedAt = new Date(`${DEMO_OTP_DATE}T03:30:00Z`);

  await tx.insert(propertyDocuments).values({
    firmId: property.firmId,
    propertyId: property.id,
    documentType: 'TEMPLATE',
    documentModule: 'otp',
    templateType: 'template1',
    actionType: 'ORIGINAL',
    metadata,
    optionMoney: metadata.optionMoney ?? null,
    expiry: metadata.otpSpecificDate ?? null,
    completionDate: property.completionDate,
    createdBy: userIdOf('lawyer1'),
    createdAt: savedAt,
    updatedAt: savedAt,
  });
}
