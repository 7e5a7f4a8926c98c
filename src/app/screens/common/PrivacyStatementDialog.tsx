import { TERMS } from '../../../domain/constants';
import { DATA_PROTECTION_EMAIL, OFFICE } from '../../../domain/contact-details';
import { PolicyDialog, type PolicyModalProps } from './PolicyDialog';

/** Pages render PrivacyStatementModal, which fetches this file the first time the modal opens. */
export function PrivacyStatementDialog({ isOpen, onClose }: PolicyModalProps) {
  return (
    <PolicyDialog title="Privacy Statement" isOpen={isOpen} onClose={onClose}>
      <p className="common-policy__lead">
        {OFFICE.company} respects the privacy of the people whose data passes through Conveyancing Workbench and handles personal data in line with
        the Personal Data Protection Act 2012 (PDPA).
      </p>

      <h3>What we collect</h3>
      <ul>
        <li>About users: name, designation, firm, contact details, user ID and log-in activity.</li>
        <li>
          About the parties to a transaction, entered by your firm: names, NRIC or passport numbers, addresses, contact details and company
          registration (UEN) details.
        </li>
        <li>About properties: addresses, lot and title details, and documents you upload or generate.</li>
      </ul>

      <h3>How we use it</h3>
      <p>
        To provide the portal: to prepare transaction documents, submit legal requisitions and other services to government agencies on your
        instruction, bill your firm, provide support and keep the service secure. We do not sell personal data or use it for marketing to the parties
        of your transactions.
      </p>

      <h3>Who we share it with</h3>
      <p>
        Government agencies and statutory boards when you submit a requisition or service, our hosting and payment providers under contract, and
        authorities where the law requires it.
      </p>

      <h3>How long we keep it</h3>
      <p>For as long as your firm subscribes and afterwards only as long as needed for legal, accounting and audit purposes.</p>

      <h3>Security</h3>
      <p>
        Data is encrypted in transit, passwords are stored only as salted hashes, and access is limited to your firm&apos;s user IDs and to staff who
        need it to support you.
      </p>

      <h3>Access and correction</h3>
      <p>
        You may ask for access to, or correction of, personal data we hold about you. An access request is subject to a fee of {TERMS.dataAccessFee};
        corrections are free. Write to our Data Protection Officer at {DATA_PROTECTION_EMAIL}.
      </p>

      <h3>Cookies and browser storage</h3>
      <p>
        The portal stores your log-in session and display preferences (such as hiding the maintenance notice) in your browser. It uses no advertising
        or tracking cookies.
      </p>
    </PolicyDialog>
  );
}
