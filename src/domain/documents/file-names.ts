import { MONTHS } from '../display-date';
import type { DocumentModule, TemplateType } from './modules';

/** Seed 001 §7: the printed PDF opens as OTP.pdf, WTA.pdf or {propertyRefNo}_S65.pdf. */
export function printFileName(module: DocumentModule, propertyRefNo: string): string {
  if (module === 's65') return `${propertyRefNo}_S65.pdf`;
  return `${module.toUpperCase()}.pdf`;
}

/**
 * Seed 001 §7: "Generated document file name: module uppercase, date DDMMMYYYY, template type, sequence number,
 * .pdf". The seed gives no separator; ours is '_' (docs/decisions.md): OTP_22NOV2026_template1_3.pdf.
 */
export function generatedFileName(module: DocumentModule, isoDate: string, templateType: TemplateType, sequence: number): string {
  const [year = '', month = '', day = ''] = isoDate.slice(0, 10).split('-');
  const monthName = (MONTHS[Number(month) - 1] ?? '').toUpperCase();
  return `${module.toUpperCase()}_${day}${monthName}${year}_${templateType}_${sequence}.pdf`;
}

/** Seed 001 §7: "Fetch PDF by document id; name comes from uploadType and file extension". */
export function uploadFileName(uploadType: string, fileExtension: string): string {
  return `${uploadType}.${fileExtension || 'pdf'}`;
}
