import type { DocumentMailOutcome, MailDocument } from '../../machines/document-mail.machine';
import { OTP_PDF, SIGNED_WTA, UPLOADED_PLAN } from '../../machines/document-mail.samples';
import type { Property } from '../../src/api/property-form';
import { DocumentMailModal } from '../../src/app/screens/document-centre/send/DocumentMailModal';
import { AppChrome } from '../../src/app/screens/shell/AppChrome';
import { UserDetailsContext } from '../../src/app/screens/shell/user-details-context';
import { messages } from '../../src/domain/messages';
import { ACTIVE_PROPERTY, BUYER_LAWYER } from '../property-summary/summary-fixtures';
import { demoApi, demoUserDetails, json, neverAnswers, type MockHandler, type MockRoutes } from '../support/mock-api';

/**
 * The document centre's send modal as the listing opens it, for its stories and screen test: signed in as lawyer1
 * (Tan Wei Ming, the sender), the app's toasts and loader around it, and a small fake of the two calls it makes.
 */

/** PCN-2026-000101 with every primary stakeholder; its buyer's lawyer has no mail on file. */
export const MAIL_PROPERTY: Property = { ...ACTIVE_PROPERTY, buyerLawyer: { ...BUYER_LAWYER, email: '' } };

/** One generated OTP; three documents of the case (two PDFs and an uploaded plan). */
export const ONE_DOCUMENT: readonly MailDocument[] = [OTP_PDF];
export const THREE_DOCUMENTS: readonly MailDocument[] = [OTP_PDF, SIGNED_WTA, UPLOADED_PLAN];

/** What POST /send-mail answers: true, false (delivery failed), a refused call, or nothing (still sending). */
export type MailAnswer = 'sent' | 'notSent' | 'refused' | 'pending';

export const MAIL_REFUSAL = 'The mail server is not available.';

const ANSWERS: Record<MailAnswer, MockHandler> = {
  sent: () => json(true),
  notSent: () => json(false),
  refused: () => json({ errormsg: MAIL_REFUSAL }, 502),
  pending: neverAnswers,
};

export function mailRoutes(property: Property, answer: MailAnswer = 'sent'): MockRoutes {
  return {
    ...demoApi(),
    'GET /get-property/{id}': ({ params }) => (Number(params.id) === property.id ? json(property) : json({ errormsg: messages.notFound }, 404)),
    'POST /send-mail': ANSWERS[answer],
  };
}

export interface MailModalHostProps {
  documents: readonly MailDocument[];
  onClose: (outcome: DocumentMailOutcome) => void;
}

/** Needs a QueryClient and a stored login (storeDemoLogin('lawyer1')). */
export function MailModalHost({ documents, onClose }: MailModalHostProps) {
  return (
    <UserDetailsContext.Provider value={demoUserDetails('lawyer1')}>
      <AppChrome>
        <DocumentMailModal documents={documents} onClose={onClose} />
      </AppChrome>
    </UserDetailsContext.Provider>
  );
}
