import { TERMS } from '../../../domain/constants';
import { HELPDESK } from '../../../domain/contact-details';
import { PolicyDialog, type PolicyModalProps } from './PolicyDialog';

/** Pages render TermsOfServiceModal, which fetches this file the first time the modal opens. */
export function TermsOfServiceDialog({ isOpen, onClose }: PolicyModalProps) {
  return (
    <PolicyDialog title="Terms of Service" isOpen={isOpen} onClose={onClose}>
      <p className="common-policy__lead">
        These terms govern your firm&apos;s subscription to and use of Conveyancing Workbench. By logging in you accept them on behalf of your firm.
      </p>

      <h3>1. Subscription and user IDs</h3>
      <p>
        The subscription is taken up by a law firm. Every lawyer, conveyancing secretary or executive who uses the portal needs an individual user ID;
        IDs must not be shared. The firm is responsible for everything done under its user IDs and must tell the helpdesk at once if it suspects that
        a password has been compromised.
      </p>

      <h3>2. Fees and billing</h3>
      <p>
        Subscription fees, per-transaction processing fees and government agency charges are set out under Help &amp; Support, Fees and Charges, and
        are payable by direct debit. All fees are subject to GST.
      </p>
      <ul>
        <li>Late payment bears interest at {TERMS.lateInterest}.</li>
        <li>
          Any dispute about a bill must be raised in writing within {TERMS.billingDisputeDays} days of the bill date; after that the bill is taken as
          accepted.
        </li>
        <li>
          Where a deposit is held for agency charges and falls below the required level, the firm must top it up within {TERMS.depositTopUp} of our
          request.
        </li>
      </ul>

      <h3>3. Your responsibilities</h3>
      <p>
        You are responsible for the accuracy of the information you enter, including property, lot and party details, and for checking every document
        and agency reply before relying on it. The portal is a tool for legal professionals and does not give legal advice.
      </p>

      <h3>4. Government agency services</h3>
      <p>
        Legal requisitions and other agency services are passed to the agencies concerned. Reply times shown are estimates; we are not responsible for
        delays or errors of the agencies, and agency charges remain payable once a requisition has been submitted.
      </p>

      <h3>5. Changes to these terms</h3>
      <p>
        We may amend these terms by notice on the portal or by e-mail. An amendment takes effect {TERMS.amendmentNoticeDays} days after the notice;
        continuing to use the portal after that means the firm accepts it.
      </p>

      <h3>6. Limitation of liability</h3>
      <p>
        To the extent the law allows, our total liability for any claim arising from the subscription is limited to the fees the firm paid in the{' '}
        {TERMS.liabilityCapMonths} months before the event that gave rise to the claim. We are not liable for indirect or consequential loss.
      </p>

      <h3>7. Termination</h3>
      <p>
        Either party may terminate the subscription by giving {TERMS.terminationNoticeDays} days&apos; written notice. Fees and agency charges
        incurred up to the end of the notice period remain payable. Your documents can be downloaded until the termination takes effect.
      </p>

      <h3>8. Personal data</h3>
      <p>
        We handle personal data as described in our Privacy Statement. A request for access to personal data is subject to a fee of{' '}
        {TERMS.dataAccessFee}.
      </p>

      <h3>9. Governing law</h3>
      <p>These terms are governed by the laws of Singapore, and the Singapore courts have exclusive jurisdiction.</p>

      <p className="common-policy__contact">
        Questions about these terms: {HELPDESK.email} or {HELPDESK.phone}.
      </p>
    </PolicyDialog>
  );
}
