/** The document pages' shared chrome (seed 001 §2.2–2.4), for the OTP, WTA and S.65 page assemblies. */
export { ActivityLogButton, type ActivityLogButtonProps } from './ActivityLogButton';
export { ActivityLogModal, type ActivityLogModalProps } from './ActivityLogModal';
export { DocumentActions, DOCUMENT_ACTION_NAMES, type DocumentAction, type DocumentActionState, type DocumentActionsProps } from './DocumentActions';
export { DocumentFormButtons, type DocumentFormButtonsProps } from './DocumentFormButtons';
export { DocumentPageHeader, type DocumentPageHeaderProps } from './DocumentPageHeader';
export { DocumentTabs, DOCUMENT_TAB_NAMES, type DocumentTab, type DocumentTabsProps } from './DocumentTabs';
export { firmDetailsOf, type FirmDetails } from './firm-details';
export { MetadataField, type MetadataChange, type MetadataFieldProps } from './MetadataField';
export { activityLogTitle, MODULE_SHORT_NAMES } from './module-names';
export { TemplateSelector, type TemplateSelectorProps } from './TemplateSelector';
export { TextAreaField, type TextAreaFieldProps } from './TextAreaField';
export { useFirmDetails } from './use-firm-details';
