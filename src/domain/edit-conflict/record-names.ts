import type { DocumentModule } from '../documents/modules';

/** What a stale save's refusal calls the record, as its screen does ("… changed this OTP at …"). */
export const RECORD_NAMES = {
  case: 'this case',
  contact: 'this contact',
  parties: "this case's parties",
} as const;

const DOCUMENT_RECORD_NAMES: Record<DocumentModule, string> = {
  otp: 'this OTP',
  wta: 'this WTA',
  s65: 'this S.65 notice',
};

export const documentRecordName = (module: DocumentModule): string => DOCUMENT_RECORD_NAMES[module];
