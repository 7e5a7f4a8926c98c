import { DOCUMENT_TITLES, type DocumentModule } from '../../../domain/documents/modules';
import type { NotificationCode } from '../../../domain/documents/send-rules';

/** Ours: the subjects and bodies of the e-mails documents go out with (the seed names the calls, not the text). */

export interface MailCase {
  propertyRefNo: string;
  lawfirmRefNo: string;
  propAddress: string;
  firmName: string;
  senderName: string;
}

export interface MailText {
  subject: string;
  body: string;
}

const about = (c: MailCase) => [c.propertyRefNo, c.propAddress.trim()].filter(Boolean).join(' ');
const property = (c: MailCase) => c.propAddress.trim() || `case ${c.propertyRefNo}`;
const signOff = (c: MailCase) => ['Yours faithfully,', c.senderName, c.firmName].filter(Boolean).join('\n');

/** POST /send-message-to-user: the document attached, for the chosen stakeholders. */
export function documentMail(module: DocumentModule, c: MailCase): MailText {
  const title = DOCUMENT_TITLES[module];
  return {
    subject: `${title} — ${about(c)}`,
    body: [
      'Dear Sir / Madam,',
      `Please find attached the ${title} for ${property(c)} (our reference ${c.lawfirmRefNo}, case ${c.propertyRefNo}).`,
      'Kindly review it and let us know if you have any questions.',
      signOff(c),
    ].join('\n\n'),
  };
}

/** POST /send-mail: documents sent from the document listing or the activity log, listed by the names attached. */
export function listedDocumentsMail(c: MailCase, fileNames: readonly string[]): MailText {
  const one = fileNames.length === 1;
  return {
    subject: `${one ? 'Document' : 'Documents'} — ${about(c)}`,
    body: [
      'Dear Sir / Madam,',
      `Please find attached the following ${one ? 'document' : 'documents'} for ${property(c)} (our reference ${c.lawfirmRefNo}, case ${c.propertyRefNo}):`,
      fileNames.map((name) => `- ${name}`).join('\n'),
      'Kindly review them and let us know if you have any questions.',
      signOff(c),
    ].join('\n\n'),
  };
}

/** POST /send-mail-notification: the S.65 signing notifications, worded by template code (seed 001 §4). */
export function notificationMail(code: NotificationCode, c: MailCase, mcstNo: string): MailText {
  const notice = 'the notice of change in ownership under section 65 of the Land Titles (Strata) Act 1967';
  if (code === 'S65_SELLER_SIGNED') {
    return {
      subject: `S.65 Notice signed by the Seller's Lawyer — ${about(c)}`,
      body: [
        'Dear Sir / Madam,',
        `The Seller's Lawyer has signed ${notice} for ${property(c)}. The signed copy is attached.`,
        "We would be grateful if the Buyer's Lawyer would now sign the notice and return the signed copy to us.",
        signOff(c),
      ].join('\n\n'),
    };
  }
  if (code === 'DSS_S65_COMPLETED_MA') {
    const mcst = mcstNo.trim() ? ` (Management Corporation Strata Title Plan No. ${mcstNo.trim()})` : '';
    return {
      subject: `Notice of Change in Ownership (Section 65) — ${property(c)}`,
      body: [
        'Dear Managing Agent,',
        `Please take notice of the change in ownership of ${property(c)}${mcst}. ${capitalise(notice)}, signed by the ` +
          "Seller's Lawyer and the Buyer's Lawyer, is attached.",
        'Kindly update the strata roll and send future notices to the new subsidiary proprietor(s).',
        signOff(c),
      ].join('\n\n'),
    };
  }
  return {
    subject: `S.65 Notice signed by both lawyers — ${about(c)}`,
    body: [
      'Dear Sir / Madam,',
      `${capitalise(notice)} for ${property(c)} has been signed by both the Seller's Lawyer and the Buyer's Lawyer. ` +
        'The signed copies are attached for your records.',
      signOff(c),
    ].join('\n\n'),
  };
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
