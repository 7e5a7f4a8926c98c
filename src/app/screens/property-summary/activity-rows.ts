import { Temporal } from 'temporal-polyfill';
import type { Property } from '../../../api/property-form';
import { PRODUCT_TIME_ZONE } from '../../../domain/today';

export type PropertyDocument = NonNullable<Property['propertyDocument']>[number];

/** The four activity types the modal has an icon for (seed 001 §2.1). */
export type ActivityType = 'PRINT' | 'SENT' | 'UPDATE' | 'ORIGINAL';

const ACTIVITY_TYPES: readonly string[] = ['PRINT', 'SENT', 'UPDATE', 'ORIGINAL'] satisfies ActivityType[];

export interface ActivityRow {
  documentId: number;
  no: number;
  type: ActivityType;
  actionDate: string;
  recipient: string;
  fileName: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Seed 001 §9: activity times read DD/MM/YYYY hh:mm A, in Singapore time. */
export function activityTime(instant: string): string {
  const t = Temporal.Instant.from(instant).toZonedDateTimeISO(PRODUCT_TIME_ZONE);
  const hour12 = t.hour % 12 === 0 ? 12 : t.hour % 12;
  return `${pad(t.day)}/${pad(t.month)}/${t.year} ${pad(hour12)}:${pad(t.minute)} ${t.hour < 12 ? 'AM' : 'PM'}`;
}

/** `recipents` holds 'name||email' entries separated by ',,' (the contract's reading of the seed). */
export function recipientNames(recipents: string | null | undefined): string {
  return (recipents ?? '')
    .split(',,')
    .map((entry) => {
      const [name = '', email = ''] = entry.split('||');
      return name.trim() || email.trim();
    })
    .filter(Boolean)
    .join(', ');
}

const MODULE_NAMES: Record<string, string> = { otp: 'OTP', wta: 'WTA', s65: 'S65' };

/** Ours: for rows without a stored file name (the editable template), one is made from the document and the property. */
export function documentFileName(document: PropertyDocument, propertyRefNo: string): string {
  const moduleName = MODULE_NAMES[document.documentModule ?? ''] ?? 'Document';
  return `${moduleName}_${propertyRefNo}.${document.fileExtension || 'pdf'}`;
}

function isActivity(document: PropertyDocument): document is PropertyDocument & { actionType: ActivityType } {
  return typeof document.actionType === 'string' && ACTIVITY_TYPES.includes(document.actionType);
}

/** Which rows a log shows: the property summary shows all four types of every document. */
export interface ActivityFilter {
  module?: string | undefined;
  types?: readonly ActivityType[] | undefined;
}

/** A document page's activity log lists only its own printed and sent copies (seed 001 §4). */
export const PRINTED_AND_SENT: readonly ActivityType[] = ['PRINT', 'SENT'];

/** The property's printed, sent, updated and original documents (or those the filter keeps), latest first. */
export function activityRows(property: Pick<Property, 'propertyDocument' | 'propertyRefNo'>, filter: ActivityFilter = {}): ActivityRow[] {
  const when = (document: PropertyDocument) => document.updatedDate ?? document.createdDate ?? '';
  return (property.propertyDocument ?? [])
    .filter(isActivity)
    .filter((document) => filter.module === undefined || document.documentModule === filter.module)
    .filter((document) => filter.types === undefined || filter.types.includes(document.actionType))
    .filter((document) => when(document) !== '')
    .sort((a, b) => Temporal.Instant.compare(Temporal.Instant.from(when(b)), Temporal.Instant.from(when(a))))
    .map((document, index) => ({
      documentId: document.id,
      no: index + 1,
      type: document.actionType,
      actionDate: activityTime(when(document)),
      recipient: recipientNames(document.messageDetails?.recipents),
      fileName: document.fileName || documentFileName(document, property.propertyRefNo),
    }));
}
