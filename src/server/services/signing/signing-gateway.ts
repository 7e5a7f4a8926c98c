import type { SignedBy } from '../../../domain/documents/modules';
import type { FirmId } from '../../db/firm-scope';

/** One S.65 sent for digital signing: the parties sign in the order given (seller's lawyer first). */
export interface SigningSubmission {
  firmId: FirmId;
  propertyId: number;
  /** The property's editable S.65 the signed copies are drawn from. */
  documentId: number;
  /** Who arranged the signing (the logged-in lawyer's name, seed 001 §7). */
  arranger: string;
  parties: readonly SignedBy[];
}

/** What the signing service answers for a submission (DssSignResult). */
export interface SigningReceipt {
  transactionId: string;
  status: 'SUBMITTED' | 'COMPLETED' | 'FAILED';
}

/**
 * The digital signing service (DSS) behind one interface (DESIGN.md "Outside systems"): `submit` hands over a
 * document, `settleDue` brings back the signed copies whose signatures are in — stored as DSS-signed S.65
 * copies — and answers how many submissions it settled. The built-in default is a simulator.
 */
export interface SigningGateway {
  submit(submission: SigningSubmission): Promise<SigningReceipt>;
  settleDue(firmId: FirmId, propertyId: number): Promise<number>;
}
