import type { DocumentParties } from '../../../domain/documents/document-parties';
import type { DocumentMetadata } from '../../../domain/documents/metadata';
import type { DocumentModule, SignedBy } from '../../../domain/documents/modules';

/** The firm whose lawyers issue the document: the WTA's header and footer. */
export interface Letterhead {
  name: string;
  address: string;
  postalCode: string;
  phone: string;
  fax: string;
  uen: string;
}

/** One lawyer's signature that came back from DSS, printed as a stamp on the S.65 copy. */
export interface DssStamp {
  party: SignedBy;
  lawyerName: string;
  signedAt: Date;
}

/** Everything a printed OTP, WTA or S.65 shows: the document as filled in and the property's people. */
export interface DocumentPdfInput {
  module: DocumentModule;
  metadata: DocumentMetadata;
  parties: DocumentParties;
  firm: Letterhead;
  /** When the PDF is made (its creation date). */
  createdAt: Date;
  /** S.65 copies signed through DSS, in signing order. */
  stamps?: readonly DssStamp[];
}
