/**
 * The three template documents of a property (seed 001 §3 "Property document", §9 "Template key: template1
 * only. Modules: otp, wta, s65") and the vocabulary of their rows.
 */
export const DOCUMENT_MODULES = ['otp', 'wta', 's65'] as const;
export type DocumentModule = (typeof DOCUMENT_MODULES)[number];

export const TEMPLATE_TYPES = ['template1'] as const;
export type TemplateType = (typeof TEMPLATE_TYPES)[number];

/** PRINT and SENT rows are the activity log; ORIGINAL and UPDATE are the editable template itself. */
export const ACTION_TYPES = ['PRINT', 'SENT', 'UPDATE', 'ORIGINAL', 'UPLOAD'] as const;
export type ActionType = (typeof ACTION_TYPES)[number];

export const UPLOAD_TYPES = ['SIGNED', 'ACCEPTANCE', 'COMMON'] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];

export const SIGNED_BY = ['SELLERLAWYER', 'BUYERLAWYER'] as const;
export type SignedBy = (typeof SIGNED_BY)[number];

export interface TemplateChoice {
  /** The selector's "none" entry. */
  placeholder: string;
  options: ReadonlyArray<{ value: TemplateType; label: string }>;
}

/** Seed 001 §2.2–2.3 name the OTP and WTA selectors; §2.4 names none for S.65, so it follows their pattern. */
export const TEMPLATE_CHOICES: Record<DocumentModule, TemplateChoice> = {
  otp: { placeholder: 'Select OTP Template', options: [{ value: 'template1', label: 'OTP Template 1' }] },
  wta: { placeholder: 'Select WTA Template', options: [{ value: 'template1', label: 'WTA Template 1' }] },
  s65: { placeholder: 'Select S.65 Template', options: [{ value: 'template1', label: 'S.65 Template 1' }] },
};

/** The document titles, as the send-recipient modal has them (seed 001 §2.1). */
export const DOCUMENT_TITLES: Record<DocumentModule, string> = {
  otp: 'Option to Purchase',
  wta: 'Warrant to Act',
  s65: 'S.65 FORM',
};

export function isDocumentModule(value: unknown): value is DocumentModule {
  return typeof value === 'string' && (DOCUMENT_MODULES as readonly string[]).includes(value);
}
