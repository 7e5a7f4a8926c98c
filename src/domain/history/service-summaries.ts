import { OTHER_SERVICE_TYPES, type OtherServiceKind } from '../other-services/service-types';

/** The history's one-line summaries of other services (seed 002 §2.2–2.5), named as the listing names them. */

/** A request to the tax authority as the summary names it: its kind and its own number. */
export interface ServiceRequestRef {
  kind: OtherServiceKind;
  /** What identifies it to a lawyer: the requisition's LF no. (SOA), the property account no. (non-SOA), the PL no. */
  reference: string;
}

const NAMES: Readonly<Record<OtherServiceKind, { one: string; many: string; of: string }>> = {
  soa: { one: 'a statement of account', many: 'statements of account', of: 'for requisition' },
  nonSoa: { one: 'a non-requisition statement of account', many: 'non-requisition statements of account', of: 'for property account' },
  parcelLand: { one: 'parcel land information', many: 'parcel land information', of: '' },
};

function named(kind: OtherServiceKind, references: readonly string[]): string {
  const name = NAMES[kind];
  const what = references.length === 1 ? name.one : name.many;
  const numbers = references.filter(Boolean).join(', ');
  if (!numbers) return what;
  return kind === 'parcelLand' ? `${what} (${numbers})` : `${what} ${name.of}${references.length === 1 ? '' : 's'} ${numbers}`;
}

/** One submission's requests, all of one kind (a submission asks for one service). */
export function serviceRequested(kind: OtherServiceKind, references: readonly string[]): string {
  return `Requested ${named(kind, references)}.`;
}

/** Printed replies, by the listing's service type and RP control number. */
export function serviceRepliesPrinted(replies: ReadonlyArray<{ kind: OtherServiceKind; rpControlNo: string }>): string {
  const [only] = replies;
  if (replies.length === 1 && only) return `Printed the ${OTHER_SERVICE_TYPES[only.kind].serviceType} reply ${only.rpControlNo}.`;
  return `Printed ${replies.length} other-service replies: ${replies.map((reply) => reply.rpControlNo).join(', ')}.`;
}
