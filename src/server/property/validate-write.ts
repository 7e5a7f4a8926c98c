import { messages } from '../../domain/messages';
import { validateProperty } from '../../domain/property/property-rules';
import type { PropertyPayload } from '../../domain/property/schema';
import type { Database } from '../db/database';
import { findTransactionTypeById, findTransactionTypeByName } from '../db/queries/property-store';
import { BadRequestError } from '../http/errors';
import { MAX_RECORD_ID } from '../http/record-id';
import { prepareProperty, type PreparedProperty, type TransactionTypeRef } from './prepare-property';
import type { PropertyBody } from './property-body';

type Lookup = { found: TransactionTypeRef | null } | { unknown: true };

/** The transaction type by id when one is sent, else by name; neither sent means the case has none yet. */
async function lookUpTransactionType(db: Database, payload: PropertyPayload): Promise<Lookup> {
  const rawId = payload.transactionTypeId;
  const idText = typeof rawId === 'string' ? rawId.trim() : rawId;
  if (idText !== undefined && idText !== null && idText !== '') {
    const id = typeof idText === 'number' ? idText : /^\d{1,10}$/.test(idText) ? Number(idText) : Number.NaN;
    if (!Number.isInteger(id) || id < 1 || id > MAX_RECORD_ID) return { unknown: true };
    const row = await findTransactionTypeById(db, id);
    return row ? { found: row } : { unknown: true };
  }
  const name = payload.transactionTypeName.trim();
  if (name === '') return { found: null };
  const row = await findTransactionTypeByName(db, name);
  return row ? { found: row } : { unknown: true };
}

/**
 * The body after the server's derivations, checked by the shared property rules against today in
 * Singapore; every problem comes back at once as a 400 listing the messages, as the error alert lists them.
 */
export async function validatePropertyWrite(db: Database, body: PropertyBody, today: string): Promise<PreparedProperty> {
  const transactionType = await lookUpTransactionType(db, body.payload);
  const prepared = prepareProperty({
    payload: body.payload,
    locationMap: body.locationMap,
    mcstAddresses: body.mcstAddresses,
    transactionType: 'found' in transactionType ? transactionType.found : null,
  });
  const problems = [
    ...(body.payload.propType === '' ? [messages.propertyTypeEmpty] : []),
    ...('unknown' in transactionType ? [messages.transactionTypeUnknown] : []),
    ...validateProperty(prepared.form, today),
  ];
  if (problems.length > 0) throw new BadRequestError(problems);
  return prepared;
}
