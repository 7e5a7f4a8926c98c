import { and, eq } from 'drizzle-orm';
import { messages } from '../../domain/messages';
import { canAssignLawyer, validateNewLawyer, type PartySide } from '../../domain/stakeholder-rules';
import { toNewLawyerForm, type LawyerPayload } from '../../domain/stakeholder-schema';
import type { Database } from '../db/database';
import { inFirm, type FirmId } from '../db/firm-scope';
import { findDirectoryUser } from '../db/queries/law-firm-directory';
import { lawyers, type NewLawyer } from '../db/schema';
import { BadRequestError, ConflictError } from '../http/errors';
import { splitFirmAddress } from './firm-address';
import { partyEvent, slotOf } from './party-event';
import { changeProperty, type PartiesWrite } from './property-change';

type LawyerColumns = Omit<NewLawyer, 'id' | 'firmId' | 'createdAt'>;

const trim = (value: string) => value.trim();

/** A lawyer created in the modal: the seed's lawyer-create rules, then the row as entered. */
function createdLawyer(payload: LawyerPayload): LawyerColumns {
  const problems = validateNewLawyer(toNewLawyerForm(payload));
  if (problems.length > 0) throw new BadRequestError(problems);
  const form = toNewLawyerForm(payload);
  const address =
    trim(payload.address) || [trim(form.address1), trim(form.address2), `Singapore ${trim(form.postalCode)}`].filter(Boolean).join(', ');
  return {
    contact: trim(form.contact),
    firstName: trim(form.firstName),
    lastName: trim(form.lastName),
    userId: '',
    email: trim(form.email),
    lawfirmName: trim(form.lawfirmName),
    referenceNumber: trim(form.referenceNumber),
    address1: trim(form.address1),
    address2: trim(form.address2),
    address,
    postalCode: trim(form.postalCode),
    faxNumber: trim(form.faxNumber),
    linkedUserId: null,
  };
}

/** A user picked from a firm's users: name and contacts from the directory, the reference as entered. */
async function pickedLawyer(tx: Database, payload: LawyerPayload): Promise<LawyerColumns> {
  const found = await findDirectoryUser(tx, payload.userId);
  if (!found) throw new BadRequestError([messages.selectLawyerFromTable], messages.selectLawyerFromTable);
  const { user, firm } = found;
  const { address1, address2 } = splitFirmAddress(firm.address);
  return {
    contact: user.phone,
    firstName: user.firstName || user.userName,
    lastName: user.lastName,
    userId: user.userId,
    email: user.email,
    lawfirmName: firm.name,
    referenceNumber: trim(payload.referenceNumber),
    address1,
    address2,
    address: [firm.address, `Singapore ${firm.postalCode}`].filter((part) => part.trim() !== '').join(', '),
    postalCode: firm.postalCode,
    faxNumber: firm.fax,
    linkedUserId: user.id,
  };
}

/**
 * The firm's lawyer row for these details. A picked user with the same case reference reuses its row (its
 * contact details refreshed from the directory); a different reference is a row of its own, so another
 * property's lawyer never changes under it.
 */
async function lawyerRowId(tx: Database, firmId: FirmId, columns: LawyerColumns): Promise<number> {
  if (columns.linkedUserId !== null && columns.linkedUserId !== undefined) {
    const sameCase = and(eq(lawyers.linkedUserId, columns.linkedUserId), eq(lawyers.referenceNumber, columns.referenceNumber ?? ''));
    const [existing] = await tx
      .select({ id: lawyers.id })
      .from(lawyers)
      .where(inFirm(lawyers, firmId, sameCase))
      .limit(1);
    if (existing) {
      await tx
        .update(lawyers)
        .set(columns)
        .where(inFirm(lawyers, firmId, eq(lawyers.id, existing.id)));
      return existing.id;
    }
  }
  const [row] = await tx
    .insert(lawyers)
    .values({ ...columns, firmId })
    .returning({ id: lawyers.id });
  if (!row) throw new Error('lawyer insert returned no row');
  return row.id;
}

/**
 * add-lawyer-to-property: only once the client is set (seed 001 §5). A lawyer naming a firm user's userId is
 * that user; one without is created under the lawyer-create rules (seed 000 §5).
 */
export async function assignLawyer(
  db: Database,
  write: PartiesWrite,
  request: { propertyId: number; side: PartySide; lawyer: LawyerPayload },
): Promise<void> {
  const { author } = write;
  const { firmId } = author;
  await changeProperty(db, write, request.propertyId, async ({ tx, property, setParties }) => {
    const decision = canAssignLawyer({ clientFlag: property.clientFlag, buyer: property.buyerId !== null, seller: property.sellerId !== null });
    if (!decision.allowed) throw new ConflictError(decision.message);
    const columns = request.lawyer.userId.trim() ? await pickedLawyer(tx, request.lawyer) : createdLawyer(request.lawyer);
    const id = await lawyerRowId(tx, firmId, columns);
    const role = request.side === 'buyer' ? 'buyerLawyer' : 'sellerLawyer';
    await setParties({ [slotOf(role)]: id });
    return partyEvent(tx, firmId, role, property[slotOf(role)], id);
  });
}

/** remove-assigned-lawyer. */
export async function unassignLawyer(db: Database, write: PartiesWrite, request: { propertyId: number; side: PartySide }): Promise<void> {
  const { author } = write;
  const { propertyId, side } = request;
  await changeProperty(db, write, propertyId, async ({ tx, property, setParties }) => {
    const role = side === 'buyer' ? 'buyerLawyer' : 'sellerLawyer';
    await setParties({ [slotOf(role)]: null });
    return partyEvent(tx, author.firmId, role, property[slotOf(role)], null);
  });
}
