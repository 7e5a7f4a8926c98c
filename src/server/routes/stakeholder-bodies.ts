import type { Context } from 'hono';
import * as v from 'valibot';
import { normaliseFlags } from '../../domain/property/derive';
import { lawyerPayloadSchema } from '../../domain/stakeholder-schema';
import { SECONDARY_INFO_NAMES, SECONDARY_KIND_LIST } from '../../domain/stakeholder-secondary';
import { BadRequestError } from '../http/errors';
import { parseOrThrow } from '../http/read-input';
import { RecordIdSchema } from '../http/record-id';

/** Request bodies of the assignment calls (openapi/schemas/stakeholders.yaml). */

const side = v.picklist(['B', 'S']);

export const AddClientToPropertyBody = v.object({
  propertyInfoId: RecordIdSchema,
  clientFlag: v.optional(v.picklist(['B', 'S', 'N', '']), ''),
  clientInfoId: RecordIdSchema,
  buyersellerFlag: side,
});

export const RemoveAssignedClientBody = v.object({
  propertyInfoId: RecordIdSchema,
  agentFlag: v.optional(v.picklist(['0', '1', '']), ''),
  clientFlag: v.optional(v.picklist(['B', 'S', 'N', '']), ''),
});

export const RemoveAssignedLawyerBody = v.object({ propertyInfoId: RecordIdSchema, lawyerFlag: side });

export const AddLawyerToPropertyBody = v.object({ propertyInfoId: RecordIdSchema, lawyer: lawyerPayloadSchema, lawyerFlag: side });

export const AssignSecondaryBody = v.object({
  propertyInfoId: RecordIdSchema,
  kind: v.picklist(SECONDARY_KIND_LIST),
  info: v.record(v.string(), v.unknown()),
});

export const RemoveSecondaryBody = v.object({ propertyInfoId: RecordIdSchema, kind: v.picklist(SECONDARY_INFO_NAMES) });

export const LawFirmSearchBody = v.object({ acctName: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(200)) });

/** A JSON body whose flag fields may carry the NUL the seed says to read as empty (000 §3), then the schema. */
export async function readFlaggedJson<S extends v.GenericSchema>(c: Context, schema: S): Promise<v.InferOutput<S>> {
  let raw: unknown;
  try {
    raw = JSON.parse(await c.req.text());
  } catch {
    throw new BadRequestError(['body: not valid JSON']);
  }
  const body = typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? normaliseFlags(raw) : raw;
  return parseOrThrow(schema, body);
}

/** Free text from a path segment (already percent-decoded): trimmed, bounded, no NUL. */
export function pathText(c: Context, name: string): string {
  const text = (c.req.param(name) ?? '').trim();
  if (text.length > 100 || text.includes('\u0000')) throw new BadRequestError([`${name}: not a search text`]);
  return text;
}

export function pathPicklist<T extends string>(c: Context, name: string, allowed: readonly T[]): T {
  const value = c.req.param(name) ?? '';
  const found = allowed.find((option) => option === value);
  if (found === undefined) throw new BadRequestError([`${name}: expected one of ${allowed.join(', ')}`]);
  return found;
}
