import { and, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

declare const firmIdBrand: unique symbol;

/**
 * A law-firm id that came from a verified session token. Queries on firm-owned tables take this
 * type, so a firm id read from a request body or path cannot reach them without an explicit cast.
 */
export type FirmId = number & { readonly [firmIdBrand]: true };

/** Only the bearer middleware calls this, after verifying the token against the user's row. */
export function verifiedFirmId(id: number): FirmId {
  return id as FirmId;
}

export interface FirmOwnedTable {
  firmId: AnyPgColumn;
}

/**
 * The WHERE clause for every query on a firm-owned table: the firm condition plus the caller's.
 * A row of another firm then simply does not exist for the caller (404, never 403).
 */
export function inFirm(table: FirmOwnedTable, firmId: FirmId, ...conditions: Array<SQL | undefined>): SQL {
  const ownFirm = eq(table.firmId, firmId);
  return and(ownFirm, ...conditions) ?? ownFirm;
}
