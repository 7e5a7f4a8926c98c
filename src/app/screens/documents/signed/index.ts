/** The signed-copy panels of the OTP / WTA and S.65 SUMMARY tabs (seed 001 §4), for the page assemblies. */
export { S65_SLOT_LABELS, S65SignedCopiesPanel, type S65SignedCopiesPanelProps } from './S65SignedCopiesPanel';
export { signedCopiesOf } from './signed-copies';
export type { S65SigningEffects, SignedUploadEffects } from './signed-effects';
export { SIGNED_UPLOAD_LABELS, SignedUploadPanel, type SignedUploadPanelProps, type SignedUploadSlots } from './SignedUploadPanel';
