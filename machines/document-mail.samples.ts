import type { AnyEventObject, EventFromLogic, SnapshotFrom } from 'xstate';
import { mailGroups, type MailParties } from '../src/domain/documents/centre/mail-recipients';
import { messages } from '../src/domain/messages';
import type { DocumentMailInput, documentMailMachine, MailDocument } from './document-mail.machine';
import { actorDone, actorError, type SampleEvents } from './registry';

/**
 * PCN-2026-000101's people: a company buyer with two contact persons, an individual seller, both agencies with
 * their salespersons, and a buyer's lawyer with no mail on file.
 */
export const MAIL_PARTIES: MailParties = {
  buyer: {
    clientCategory: '0',
    compName: 'Harbourfront Holdings Pte. Ltd.',
    email: 'admin@harbourfront.com.sg',
    clientContacts: [
      { individualName: 'Lim Boon Keng', email: 'boonkeng.lim@harbourfront.com.sg' },
      { individualName: 'Chen Mei Hua', email: 'meihua.chen@harbourfront.com.sg' },
    ],
  },
  seller: {
    clientCategory: '1',
    compName: 'Rahman bin Ismail',
    clientContacts: [{ individualName: 'Rahman bin Ismail', email: 'rahman.ismail@example.sg' }],
  },
  buyerAgent: {
    clientCategory: '0',
    compName: 'ERA Realty Network Pte Ltd',
    clientContacts: [{ individualName: 'Tan Ah Kow', email: 'tan@agency.sg' }],
  },
  sellerAgent: {
    clientCategory: '0',
    compName: 'PropNex Realty Pte Ltd',
    clientContacts: [{ individualName: 'Siti Nurhaliza', email: 'siti@agency.sg' }],
  },
  buyerLawyer: { firstName: 'Wei Ming', lastName: 'Tan', email: '' },
  sellerLawyer: { firstName: 'Mei Ling', lastName: 'Ong', email: 'property@leeong.com.sg' },
};

export const OTP_PDF: MailDocument = { id: 901, propId: 101, fileName: 'OTP_26NOV2026_TEMPLATE.pdf', size: 182_345 };
export const SIGNED_WTA: MailDocument = { id: 902, propId: 101, fileName: 'WTA_27NOV2026_SIGNED.pdf', size: 1_250_000 };
export const UPLOADED_PLAN: MailDocument = { id: 903, propId: 101, fileName: 'OTHER_28NOV2026_UPLOAD.pdf', size: 3_400_000 };

export const SENDER_NAME = 'Tan Wei Ming';
export const ADDITIONAL_MAIL_ROW = { name: 'Jane Koh', email: 'jane.koh@mcst4521.sg' };

export const ONE_DOCUMENT: DocumentMailInput = { documents: [OTP_PDF], recipients: mailGroups(MAIL_PARTIES), senderName: SENDER_NAME };
export const SEVERAL_DOCUMENTS: DocumentMailInput = { ...ONE_DOCUMENT, documents: [OTP_PDF, SIGNED_WTA, UPLOADED_PLAN] };

/** One document (combining is not offered) and three (it is). */
export const documentMailInputs: readonly DocumentMailInput[] = [ONE_DOCUMENT, SEVERAL_DOCUMENTS];

export const MAIL_NETWORK_FAILURE = messages.networkError;

export const documentMailSamples: SampleEvents<EventFromLogic<typeof documentMailMachine>> = {
  'recipient.toggle': [
    { type: 'recipient.toggle', id: 'BuyerAgent:0' },
    { type: 'recipient.toggle', id: 'BuyerLawyer:0' },
  ],
  'additional.add': [{ type: 'additional.add' }],
  'additional.change': [{ type: 'additional.change', index: 0, patch: ADDITIONAL_MAIL_ROW }],
  'additional.remove': [{ type: 'additional.remove', index: 0 }],
  'combine.toggle': [{ type: 'combine.toggle' }],
  'send.submit': [{ type: 'send.submit' }],
  'send.cancel': [{ type: 'send.cancel' }],
  'xstate.done.actor.sendMail': [actorDone('sendMail', true), actorDone('sendMail', false)],
  'xstate.error.actor.sendMail': [actorError('sendMail', MAIL_NETWORK_FAILURE)],
};

/**
 * Keeps the model to what a user can do and finite: only enabled controls are pressed, at most one row is added,
 * a refusal or a failure is followed by a change, never by the same Send again, and Cancel is pressed on the
 * untouched modal.
 */
export function documentMailAllows(snapshot: SnapshotFrom<typeof documentMailMachine>, event: AnyEventObject): boolean {
  if (!event.type.startsWith('xstate.') && !snapshot.can(event as EventFromLogic<typeof documentMailMachine>)) return false;
  const { context } = snapshot;
  if (event.type === 'additional.add') return context.additional.length === 0;
  if (event.type === 'send.submit') return !snapshot.hasTag('error');
  if (event.type === 'send.cancel') {
    const ticked = context.groups.some((group) => group.choices.some((choice) => choice.ticked));
    return !ticked && context.additional.length === 0 && !context.combineFiles;
  }
  return true;
}
