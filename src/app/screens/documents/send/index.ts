/** The send-recipient modal of the OTP, WTA and S.65 pages and what it starts from. */
export { DocumentSendModal, type DocumentSendModalProps } from './DocumentSendModal';
export { sendInputFor } from './send-input';
