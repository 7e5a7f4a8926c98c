import type { DocumentSendInput } from '../../../../../machines/document-send.machine';
import type { Property } from '../../../../api/property-form';
import type { DocumentModule } from '../../../../domain/documents/modules';
import type { NamedMail, S65SendSigned, StakeholderRecipientRole } from '../../../../domain/documents/send-rules';
import type { PrimaryRole } from '../../property-summary/primary-roles';
import { assignedRecipients } from '../../property-summary/send-recipients';

/** The summary cards' roles by the seed's recipient names (seed 001 §5 "Sending"). */
const RECIPIENT_ROLE_OF: Readonly<Record<PrimaryRole, StakeholderRecipientRole>> = {
  buyer: 'Buyer',
  seller: 'Seller',
  buyerLawyer: 'BuyerLawyer',
  sellerLawyer: 'SellerLawyer',
  buyerAgent: 'BuyerAgent',
  sellerAgent: 'SellerAgent',
};

/**
 * What the send modal of a document page starts from: the property's assigned stakeholders, named and mailed
 * as the summary cards show them. `signed` and `managingAgent` matter to the S.65 only, so OTP and WTA drop them.
 */
export function sendInputFor(
  property: Property,
  module: DocumentModule,
  signed: S65SendSigned | null,
  managingAgent: NamedMail | null,
): DocumentSendInput {
  const recipients = assignedRecipients(property).map(({ role, name, email }) => ({ role: RECIPIENT_ROLE_OF[role], name, email }));
  const s65 = module === 's65';
  return { module, recipients, signed: s65 ? signed : null, managingAgent: s65 ? managingAgent : null };
}
