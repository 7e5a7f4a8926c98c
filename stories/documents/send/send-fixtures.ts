import type { DocumentSendInput } from '../../../machines/document-send.machine';
import { MANAGING_AGENT, STAKEHOLDERS } from '../../../machines/document-send.samples';

/** The six stakeholders of the machine's samples with every mail on file. */
export const MAILED_STAKEHOLDERS: DocumentSendInput['recipients'] = STAKEHOLDERS.map((stakeholder) =>
  stakeholder.role === 'BuyerAgent' ? { ...stakeholder, email: 'tan@era.com.sg' } : stakeholder,
);

export const OTP_INPUT: DocumentSendInput = { module: 'otp', recipients: MAILED_STAKEHOLDERS };

/** A WTA whose buyer's lawyer has no mail on file. */
export const WTA_LAWYER_WITHOUT_MAIL: DocumentSendInput = {
  module: 'wta',
  recipients: MAILED_STAKEHOLDERS.map((stakeholder) => (stakeholder.role === 'BuyerLawyer' ? { ...stakeholder, email: '' } : stakeholder)),
};

export const S65_SELLER_SIGNED_INPUT: DocumentSendInput = {
  module: 's65',
  recipients: MAILED_STAKEHOLDERS,
  signed: 'seller',
  managingAgent: MANAGING_AGENT,
};

export const S65_BOTH_SIGNED_INPUT: DocumentSendInput = { ...S65_SELLER_SIGNED_INPUT, signed: 'both' };

/** Both signed, but the MCST's managing agent has no mail on file: an added row has to stand in. */
export const S65_AGENT_WITHOUT_MAIL: DocumentSendInput = {
  ...S65_BOTH_SIGNED_INPUT,
  managingAgent: { name: MANAGING_AGENT.name, email: '' },
};
