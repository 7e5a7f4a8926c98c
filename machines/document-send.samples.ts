import type { AnyEventObject, EventFromLogic, SnapshotFrom } from 'xstate';
import { isPreselected, type NamedMail, type RecipientRole, type StakeholderRecipientRole } from '../src/domain/documents/send-rules';
import { messages } from '../src/domain/messages';
import type { DocumentSendContext, DocumentSendInput, documentSendMachine } from './document-send.machine';
import { actorDone, actorError, type SampleEvents } from './registry';

type Stakeholder = NamedMail & { role: StakeholderRecipientRole };

/** The six primary stakeholders of PCN-2026-000101; the buyer's agent has no mail on file. */
export const STAKEHOLDERS: readonly Stakeholder[] = [
  { role: 'Buyer', name: 'Tan Ah Beng', email: 'ahbeng.tan@example.sg' },
  { role: 'Seller', name: 'Lim Mei Hua', email: 'meihua.lim@example.sg' },
  { role: 'BuyerLawyer', name: 'Siti Rahman', email: 'siti.rahman@tanlim.sg' },
  { role: 'SellerLawyer', name: 'Ong Kah Wai', email: 'kahwai.ong@rajah.com.sg' },
  { role: 'BuyerAgent', name: 'ERA Realty Network Pte Ltd', email: '' },
  { role: 'SellerAgent', name: 'PropNex Realty Pte Ltd', email: 'deals@propnex.sg' },
];

const only = (...roles: StakeholderRecipientRole[]) => STAKEHOLDERS.filter((stakeholder) => roles.includes(stakeholder.role));

export const MANAGING_AGENT: NamedMail = { name: 'Savills Property Management', email: 'mcst4521@savills.sg' };
export const ADDITIONAL_ROW = { name: 'Jane Koh', email: 'jane.koh@mcst4521.sg' };

export const OTP_SEND: DocumentSendInput = { module: 'otp', recipients: only('Buyer', 'BuyerAgent') };
export const S65_SELLER_SIGNED: DocumentSendInput = {
  module: 's65',
  recipients: only('BuyerLawyer', 'SellerLawyer'),
  signed: 'seller',
  managingAgent: MANAGING_AGENT,
};
/** Both signed, but the managing agent on file has no mail: an added row has to stand in. */
export const S65_BOTH_SIGNED: DocumentSendInput = {
  module: 's65',
  recipients: only('Buyer', 'SellerLawyer'),
  signed: 'both',
  managingAgent: { name: MANAGING_AGENT.name, email: '' },
};

/**
 * OTP with a stakeholder lacking a mail; S.65 with the seller's copy (presets pass at once); S.65 with both copies
 * and a managing agent without a mail, so the added rows matter.
 */
export const documentSendInputs: readonly DocumentSendInput[] = [OTP_SEND, S65_SELLER_SIGNED, S65_BOTH_SIGNED];

export const SEND_NETWORK_FAILURE = messages.networkError;

export const documentSendSamples: SampleEvents<EventFromLogic<typeof documentSendMachine>> = {
  'recipient.toggle': [
    { type: 'recipient.toggle', role: 'Buyer' },
    { type: 'recipient.toggle', role: 'BuyerAgent' },
    { type: 'recipient.toggle', role: 'ManagingAgent' },
  ],
  'additional.add': [{ type: 'additional.add' }],
  'additional.change': [{ type: 'additional.change', index: 0, patch: ADDITIONAL_ROW }],
  'additional.remove': [{ type: 'additional.remove', index: 0 }],
  'send.submit': [{ type: 'send.submit' }],
  'send.cancel': [{ type: 'send.cancel' }],
  'xstate.done.actor.sendDocument': [actorDone('sendDocument', true), actorDone('sendDocument', false)],
  'xstate.error.actor.sendDocument': [actorError('sendDocument', SEND_NETWORK_FAILURE)],
};

/**
 * Keeps the model to what a user can do and finite: only enabled controls are pressed, at most one row is added,
 * a refusal or a failure is followed by a change, never by the same Send again, and Cancel is pressed on the
 * untouched modal.
 */
export function documentSendAllows(snapshot: SnapshotFrom<typeof documentSendMachine>, event: AnyEventObject): boolean {
  if (!event.type.startsWith('xstate.') && !snapshot.can(event as EventFromLogic<typeof documentSendMachine>)) return false;
  const { context } = snapshot;
  if (event.type === 'additional.add') return context.additional.length === 0;
  if (event.type === 'send.submit') return !snapshot.hasTag('error');
  // Cancel is one transition: pressed on the modal as it opened.
  if (event.type === 'send.cancel') {
    return context.additional.length === 0 && context.recipients.every((r) => r.ticked === preset(r.role, context));
  }
  return true;
}

function preset(role: RecipientRole, context: DocumentSendContext): boolean {
  return isPreselected(context.module, context.signed, role);
}
