import type { Context } from 'hono';
import * as v from 'valibot';
import { messages } from '../../domain/messages';
import { normalisePropertyFlags } from '../../domain/property/derive';
import { propertyPayloadSchema, type PropertyPayload } from '../../domain/property/schema';
import { isStorableDate } from '../http/calendar-date';
import { bodyVersion } from '../http/edit-version';
import { BadRequestError } from '../http/errors';
import { parseOrThrow } from '../http/read-input';

/** Server-side caps on repeated rows: a real property has a handful; these stop a flood, not a user. */
export const MAX_LAND_LOTS = 100;
export const MAX_MCST_DETAILS = 50;

const part = v.optional(v.pipe(v.string(), v.maxLength(200)), '');
const addressParts = { blockNo: part, postalCode: part, storeyNo: part, streetName: part, unitNo: part };
export type McstAddressParts = { [K in keyof typeof addressParts]: string };

/**
 * The fields the shared payload schema lets through unchecked but the server stores: the location map and
 * an MCST detail's address, which arrives flat (seed 000 §3) or nested as /searchMcstNo returns it.
 */
const ServerFields = v.looseObject({
  locationMap: v.optional(v.pipe(v.string(), v.maxLength(2000)), ''),
  mcstDetails: v.optional(v.array(v.looseObject({ ...addressParts, address: v.optional(v.looseObject(addressParts)) })), []),
});

/** Fields the server answers with null (not set) that the payload schema only takes as absent. */
const NULLABLE_ON_INPUT = ['completionDate', 'transactionTypeId', 'applicantInfo', 'mcstDetails', 'lotInfos'];

function withoutNulls(body: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).filter(([key, value]) => !(value === null && NULLABLE_ON_INPUT.includes(key))));
}

export interface PropertyBody {
  payload: PropertyPayload;
  locationMap: string;
  mcstAddresses: McstAddressParts[];
  /** The version an update was made from, when the body carries it (see http/edit-version.ts). */
  version: number | undefined;
}

/**
 * The add / update body: JSON, NUL in the flags normalised (seed 000 §3), then the shared payload schema.
 * Any other NUL, a wrong shape or an impossible date is a 400 before a rule or the database sees it.
 */
export async function readPropertyBody(c: Context): Promise<PropertyBody> {
  let raw: unknown;
  try {
    raw = JSON.parse(await c.req.text());
  } catch {
    throw new BadRequestError(['body: not valid JSON']);
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new BadRequestError(['body: expected a JSON object']);
  const body = withoutNulls(normalisePropertyFlags(raw as Record<string, unknown>));
  const payload = parseOrThrow(propertyPayloadSchema, body);
  const extras = parseOrThrow(ServerFields, body);

  const problems: string[] = [];
  if (payload.completionDate !== '' && !isStorableDate(payload.completionDate.slice(0, 10))) problems.push('completionDate: not a calendar date');
  if (payload.lotInfos.length > MAX_LAND_LOTS) problems.push(messages.tooManyLandLots(MAX_LAND_LOTS));
  if (payload.mcstDetails.length > MAX_MCST_DETAILS) problems.push(messages.tooManyMcstDetails(MAX_MCST_DETAILS));
  if (problems.length > 0) throw new BadRequestError(problems);

  const mcstAddresses = extras.mcstDetails.map(({ address, blockNo, postalCode, storeyNo, streetName, unitNo }) => {
    const flat = { blockNo, postalCode, storeyNo, streetName, unitNo };
    const source = Object.values(flat).some((value) => value.trim() !== '') || !address ? flat : address;
    return {
      blockNo: source.blockNo.trim(),
      postalCode: source.postalCode.trim(),
      storeyNo: source.storeyNo.trim(),
      streetName: source.streetName.trim(),
      unitNo: source.unitNo.trim(),
    };
  });
  return { payload, locationMap: extras.locationMap, mcstAddresses, version: bodyVersion(body) };
}
