import { billingPrintMachine } from './billing-print.machine';
import { billingPrintAllows, billingPrintSamples } from './billing-print.samples';
import { caseLifecycleMachine } from './case-lifecycle.machine';
import {
  caseLifecycleAllows,
  caseLifecycleInputs,
  caseLifecycleSamples,
  stageConfirmationInputs,
  stageConfirmationSamples,
} from './case-lifecycle.samples';
import { casePresenceMachine } from './case-presence.machine';
import { casePresenceInputs, casePresenceSamples } from './case-presence.samples';
import { changePasswordMachine } from './change-password.machine';
import { changePasswordInputs, changePasswordSamples } from './change-password.samples';
import { checklistTypeMachine } from './checklist-type.machine';
import { checklistTypeInputs, checklistTypeSamples } from './checklist-type.samples';
import { clientFormMachine } from './client-form.machine';
import { clientFormAllows, clientFormInputs, clientFormSamples } from './client-form.samples';
import { deleteRecordMachine } from './delete-record.machine';
import { deleteRecordSamples } from './delete-record.samples';
import { disclaimerMachine } from './disclaimer.machine';
import { disclaimerInputs, disclaimerSamples } from './disclaimer.samples';
import { documentMailMachine } from './document-mail.machine';
import { documentMailAllows, documentMailInputs, documentMailSamples } from './document-mail.samples';
import { documentSelectionMachine } from './document-selection.machine';
import { documentSelectionAllows, documentSelectionSamples } from './document-selection.samples';
import { documentSendMachine } from './document-send.machine';
import { documentSendAllows, documentSendInputs, documentSendSamples } from './document-send.samples';
import { draftCartMachine } from './draft-cart.machine';
import { draftCartAllows, draftCartSamples } from './draft-cart.samples';
import { editConflictMachine } from './edit-conflict.machine';
import { editConflictInputs, editConflictSamples } from './edit-conflict.samples';
import { forgotPasswordMachine } from './forgot-password.machine';
import { forgotPasswordAllows, forgotPasswordSamples } from './forgot-password.samples';
import { loginMachine } from './login.machine';
import { loginSamples } from './login.samples';
import { otherServiceReplyMachine } from './other-service-reply.machine';
import { otherServiceReplyInputs, otherServiceReplySamples } from './other-service-reply.samples';
import { parcelLandRequestMachine } from './parcel-land-request.machine';
import { PARCEL_LAND_INPUT, parcelLandRequestAllows, parcelLandRequestSamples } from './parcel-land-request.samples';
import { propertyFormMachine } from './property-form.machine';
import { propertyFormAllows, propertyFormInputs, propertyFormSamples } from './property-form.samples';
import { defineMachineEntry, type RegisteredMachine } from './registry';
import { requisitionStatusMachine } from './requisition-status.machine';
import { requisitionStatusInputs, requisitionStatusSamples } from './requisition-status.samples';
import { requisitionMachine } from './requisition.machine';
import { requisitionAllows, requisitionInputs, requisitionSamples } from './requisition.samples';
import { resetPasswordMachine } from './reset-password.machine';
import { resetPasswordInputs, resetPasswordSamples } from './reset-password.samples';
import { s65SigningMachine } from './s65-signing.machine';
import { s65SigningAllows, s65SigningInputs, s65SigningSamples } from './s65-signing.samples';
import { securityQuestionsMachine } from './security-questions.machine';
import { securityQuestionsAllows, securityQuestionsInputs, securityQuestionsSamples } from './security-questions.samples';
import { sessionMachine } from './session.machine';
import { sessionAllows, sessionInputs, sessionSamples } from './session.samples';
import { setUenMachine } from './set-uen.machine';
import { setUenInputs, setUenSamples } from './set-uen.samples';
import { signedUploadMachine } from './signed-upload.machine';
import { signedUploadAllows, signedUploadInputs, signedUploadSamples } from './signed-upload.samples';
import { soaRequestMachine } from './soa-request.machine';
import { soaRequestAllows, soaRequestInputs, soaRequestSamples } from './soa-request.samples';
import { stageConfirmationMachine } from './stage-confirmation.machine';
import { stakeholderAssignmentMachine } from './stakeholder-assignment.machine';
import { stakeholderAssignmentAllows, stakeholderAssignmentInputs, stakeholderAssignmentSamples } from './stakeholder-assignment.samples';
import { stampDutyCalculatorMachine } from './stamp-duty-calculator.machine';
import { stampDutyCalculatorAllows, stampDutyCalculatorInputs, stampDutyCalculatorSamples } from './stamp-duty-calculator.samples';
import { templateDocumentMachine } from './template-document.machine';
import { templateDocumentAllows, templateDocumentInputs, templateDocumentSamples } from './template-document.samples';
import { uploadBatchMachine } from './upload-batch.machine';
import { uploadBatchAllows, uploadBatchInputs, uploadBatchSamples } from './upload-batch.samples';
import { uploadLogoMachine } from './upload-logo.machine';
import { uploadLogoSamples } from './upload-logo.samples';

/**
 * Every flow machine. An entry here is all it takes: the diagram page draws it, its stories are
 * generated, and its model test proves the sample events reach every state and transition.
 */
export const machineRegistry: readonly RegisteredMachine[] = [
  defineMachineEntry({
    id: 'login',
    title: 'Login',
    description: 'Login modal: submit, the server reply, the security-question check and where the user goes next.',
    machine: loginMachine,
    events: loginSamples,
    inputs: [undefined],
  }),
  defineMachineEntry({
    id: 'session',
    title: 'Session',
    description: "Session expiry: the once-a-second check, the 'Extend Session?' prompt, timeout and logout.",
    machine: sessionMachine,
    events: sessionSamples,
    inputs: sessionInputs,
    allows: sessionAllows,
  }),
  defineMachineEntry({
    id: 'disclaimer',
    title: 'Disclaimer',
    description: 'Disclaimer dialog after sign-in: Accept posts acceptance; Reject or a refusal clears the login.',
    machine: disclaimerMachine,
    events: disclaimerSamples,
    inputs: disclaimerInputs,
  }),
  defineMachineEntry({
    id: 'change-password',
    title: 'Change password',
    description: 'Change password in the shell or on the expired-password page: form check, the server reply, success modal.',
    machine: changePasswordMachine,
    events: changePasswordSamples,
    inputs: changePasswordInputs,
  }),
  defineMachineEntry({
    id: 'forgot-password',
    title: 'Forgot password',
    description: 'Forgot password: user id, its security questions, the answers verified, then on to reset-password.',
    machine: forgotPasswordMachine,
    events: forgotPasswordSamples,
    inputs: [undefined],
    allows: forgotPasswordAllows,
  }),
  defineMachineEntry({
    id: 'reset-password',
    title: 'Reset password',
    description: 'Reset password: only after answered questions; new password and confirmation, success modal.',
    machine: resetPasswordMachine,
    events: resetPasswordSamples,
    inputs: resetPasswordInputs,
  }),
  defineMachineEntry({
    id: 'security-questions',
    title: 'Security questions',
    description: 'Security questions: the forced set-up after login (Logout) or the voluntary page (Ignore); check, register, on to the listing.',
    machine: securityQuestionsMachine,
    events: securityQuestionsSamples,
    inputs: securityQuestionsInputs,
    allows: securityQuestionsAllows,
  }),
  defineMachineEntry({
    id: 'set-uen',
    title: 'Set UEN',
    description: "UEN management: the firm's details, the UEN format check, update-UEN; Cancel logs out on the first-time page.",
    machine: setUenMachine,
    events: setUenSamples,
    inputs: setUenInputs,
  }),
  defineMachineEntry({
    id: 'upload-logo',
    title: 'Upload logo',
    description: "Logo management: type and size checks, the upload with its progress, and the firm's header logo.",
    machine: uploadLogoMachine,
    events: uploadLogoSamples,
    inputs: [undefined],
  }),
  defineMachineEntry({
    id: 'case-lifecycle',
    title: 'Case lifecycle',
    description:
      'Where a case stands: opened, parties in place (Active), warrant, option granted and exercised, stamp duty, replies, completion, S.65 notice, closed; what may be done.',
    machine: caseLifecycleMachine,
    events: caseLifecycleSamples,
    inputs: caseLifecycleInputs,
    allows: caseLifecycleAllows,
  }),
  defineMachineEntry({
    id: 'stage-confirmation',
    title: 'Stage confirmation',
    description: 'The dialog confirming a step of the case by hand: the day (and for the exercise, signed abroad), confirm-case-stage, its refusal.',
    machine: stageConfirmationMachine,
    events: stageConfirmationSamples,
    inputs: stageConfirmationInputs,
  }),
  defineMachineEntry({
    id: 'property-form',
    title: 'Property form',
    description: 'Add dialog and property details: preview, edit, the rule check, the transaction-type and IRAS warnings, the save.',
    machine: propertyFormMachine,
    events: propertyFormSamples,
    inputs: propertyFormInputs,
    allows: propertyFormAllows,
  }),
  defineMachineEntry({
    id: 'client-form',
    title: 'Contact form',
    description: 'Add Contact dialog and client details: preview, edit with contact persons, the rule check, the save, the delete.',
    machine: clientFormMachine,
    events: clientFormSamples,
    inputs: clientFormInputs,
    allows: clientFormAllows,
  }),
  defineMachineEntry({
    id: 'stakeholder-assignment',
    title: 'Stakeholder assignment',
    description:
      'Assign or unassign a primary stakeholder: client search and pick, law firm user or new lawyer, agent search or new agency, unassign rules.',
    machine: stakeholderAssignmentMachine,
    events: stakeholderAssignmentSamples,
    inputs: stakeholderAssignmentInputs,
    allows: stakeholderAssignmentAllows,
  }),
  defineMachineEntry({
    id: 'template-document',
    title: 'Template document',
    description: 'OTP, WTA and S.65 pages: the template choice, new (Save) or saved (Update), the signed-on rule, print, send, DSS sign.',
    machine: templateDocumentMachine,
    events: templateDocumentSamples,
    inputs: templateDocumentInputs,
    allows: templateDocumentAllows,
  }),
  defineMachineEntry({
    id: 'document-send',
    title: 'Send document',
    description: "Send-recipient modal of the OTP, WTA and S.65: ticks and S.65 presets, the sending rules, 'Sent' / 'Sending Failed'.",
    machine: documentSendMachine,
    events: documentSendSamples,
    inputs: documentSendInputs,
    allows: documentSendAllows,
  }),
  defineMachineEntry({
    id: 'document-selection',
    title: 'Document selection',
    description: 'Ticked rows of the document listing: one property at a time, the header checkbox, bulk actions under 10MB or the hint.',
    machine: documentSelectionMachine,
    events: documentSelectionSamples,
    inputs: [undefined],
    allows: documentSelectionAllows,
  }),
  defineMachineEntry({
    id: 'upload-batch',
    title: 'Upload documents',
    description: 'Upload page and Upload Document dialog: files checked, a case and a type per row (apply-to-all), upload with progress, retry.',
    machine: uploadBatchMachine,
    events: uploadBatchSamples,
    inputs: uploadBatchInputs,
    allows: uploadBatchAllows,
  }),
  defineMachineEntry({
    id: 'document-mail',
    title: 'Mail documents',
    description:
      "Send modal of the document listing and the activity log: the case's people and added rows, combine the PDFs, 'Sent' / 'Sending Failed'.",
    machine: documentMailMachine,
    events: documentMailSamples,
    inputs: documentMailInputs,
    allows: documentMailAllows,
  }),
  defineMachineEntry({
    id: 'signed-upload',
    title: 'Signed uploads',
    description: 'OTP / WTA SUMMARY tab: choose, confirm and upload the signed and acceptance copies; delete with the removal rules.',
    machine: signedUploadMachine,
    events: signedUploadSamples,
    inputs: signedUploadInputs,
    allows: signedUploadAllows,
  }),
  defineMachineEntry({
    id: 's65-signing',
    title: 'S.65 signing',
    description: "S.65 SUMMARY upload area: the seller's lawyer's signed copy first, then the buyer's; delete rules; the signed state.",
    machine: s65SigningMachine,
    events: s65SigningSamples,
    inputs: s65SigningInputs,
    allows: s65SigningAllows,
  }),
  defineMachineEntry({
    id: 'requisition',
    title: 'Legal requisition',
    description:
      'LEGAL REQUISITION tab: choose agency lines (refusals, LTA / ACRA / NRIC / UEN dialogs, IRAS check), review with duplicates, confirm, submit or draft.',
    machine: requisitionMachine,
    events: requisitionSamples,
    inputs: requisitionInputs,
    allows: requisitionAllows,
  }),
  defineMachineEntry({
    id: 'draft-cart',
    title: 'Draft cart',
    description: "DRAFT REQUISITION page: tick drafts into the cart (never twice), then submit or discard one or all; the seed's toasts.",
    machine: draftCartMachine,
    events: draftCartSamples,
    inputs: [undefined],
    allows: draftCartAllows,
  }),
  defineMachineEntry({
    id: 'billing-print',
    title: 'Billing print',
    description: 'BILLING page: tick rows into the print cart (at most 500, never twice), then print them as one PDF or a zip per case.',
    machine: billingPrintMachine,
    events: billingPrintSamples,
    inputs: [undefined],
    allows: billingPrintAllows,
  }),
  defineMachineEntry({
    id: 'requisition-status',
    title: 'Requisition status',
    description: 'One agency request: Draft → Processing → Replied or a discarded draft; its reply unread until printed or opened.',
    machine: requisitionStatusMachine,
    events: requisitionStatusSamples,
    inputs: requisitionStatusInputs,
  }),
  defineMachineEntry({
    id: 'parcel-land-request',
    title: 'Parcel land request',
    description: 'Parcel land request to IRAS: APPLICATION checked on Next, BILLING with the fee, Send (once per form); a refused check goes back.',
    machine: parcelLandRequestMachine,
    events: parcelLandRequestSamples,
    inputs: [PARCEL_LAND_INPUT],
    allows: parcelLandRequestAllows,
  }),
  defineMachineEntry({
    id: 'soa-request',
    title: 'Statement of account request',
    description:
      "SOA and non-requisition SOA pages: search (dates, or block and street), tick results, Send ('Please select at least one record to send.').",
    machine: soaRequestMachine,
    events: soaRequestSamples,
    inputs: soaRequestInputs,
    allows: soaRequestAllows,
  }),
  defineMachineEntry({
    id: 'other-service-reply',
    title: 'Other-service reply',
    description: 'One row of the other-services listing: Processing → Replied (selectable for Print), its reply unread until printed.',
    machine: otherServiceReplyMachine,
    events: otherServiceReplySamples,
    inputs: otherServiceReplyInputs,
  }),
  defineMachineEntry({
    id: 'checklist-type',
    title: 'Checklist transaction type',
    description:
      "Case checklist page without a Transaction Type: choose one (and the Completion Date), the seed's checklist-save rules, update-property.",
    machine: checklistTypeMachine,
    events: checklistTypeSamples,
    inputs: checklistTypeInputs,
  }),
  defineMachineEntry({
    id: 'stamp-duty-calculator',
    title: 'Stamp duty calculator',
    description:
      "Stamp duty calculator: the Buyer or Seller tab's figures checked, POST /stamp-duty/buyer or /seller, the duty and its due date; from a case, saved on it.",
    machine: stampDutyCalculatorMachine,
    events: stampDutyCalculatorSamples,
    inputs: stampDutyCalculatorInputs,
    allows: stampDutyCalculatorAllows,
  }),
  defineMachineEntry({
    id: 'delete-record',
    title: 'Delete record',
    description: "Delete from the property and contact listings: the confirmation, the delete, 'Successfully Deleted' or 'Delete Failed'.",
    machine: deleteRecordMachine,
    events: deleteRecordSamples,
    inputs: [undefined],
  }),
  defineMachineEntry({
    id: 'edit-conflict',
    title: 'Edit conflict',
    description:
      'Someone else saved the record first: the latest version, what they changed, and my edits kept on top of it or discarded. Invoked by the case-details form and the template documents.',
    machine: editConflictMachine,
    events: editConflictSamples,
    inputs: editConflictInputs,
  }),
  defineMachineEntry({
    id: 'case-presence',
    title: 'Case presence',
    description: "A case page's heartbeat: on the case, viewing or editing a record, every few seconds and at once on a change.",
    machine: casePresenceMachine,
    events: casePresenceSamples,
    inputs: casePresenceInputs,
  }),
];

export {
  loginMachine,
  sessionMachine,
  disclaimerMachine,
  changePasswordMachine,
  forgotPasswordMachine,
  resetPasswordMachine,
  securityQuestionsMachine,
  setUenMachine,
  uploadLogoMachine,
  caseLifecycleMachine,
  stageConfirmationMachine,
  propertyFormMachine,
  clientFormMachine,
  stakeholderAssignmentMachine,
  templateDocumentMachine,
  documentSendMachine,
  signedUploadMachine,
  s65SigningMachine,
  requisitionMachine,
  draftCartMachine,
  requisitionStatusMachine,
  parcelLandRequestMachine,
  soaRequestMachine,
  otherServiceReplyMachine,
  checklistTypeMachine,
  stampDutyCalculatorMachine,
  deleteRecordMachine,
  editConflictMachine,
  casePresenceMachine,
};
export type { RegisteredMachine } from './registry';
