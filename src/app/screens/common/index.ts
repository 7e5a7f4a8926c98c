export { Footer, type FooterProps } from './Footer';
export { MaintenanceNoticeModal, type MaintenanceNoticeModalProps } from './MaintenanceNoticeModal';
export { PrivacyStatementModal } from './PrivacyStatementModal';
export { TermsOfServiceModal, type PolicyModalProps } from './TermsOfServiceModal';
export { useMaintenanceNotice, type MaintenanceNotice } from './useMaintenanceNotice';
