import type { DocumentModule } from '../../../../domain/documents/modules';

/** How the pages name each document in short (seed 001 §2.2–2.4: 'OTP Activity Log', 'WTA Signed On'). */
export const MODULE_SHORT_NAMES: Record<DocumentModule, string> = { otp: 'OTP', wta: 'WTA', s65: 'S.65' };

export function activityLogTitle(module: DocumentModule): string {
  return `${MODULE_SHORT_NAMES[module]} Activity Log`;
}
