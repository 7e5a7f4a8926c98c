import { listedDocumentsSent } from '../../../domain/history/document-summaries';
import { FIRM_LINKS } from '../../../domain/history/event-links';
import { findOwnFirm } from '../../db/queries/law-firms';
import type { OutboxMessageRow } from '../../db/schema';
import { NotFoundError } from '../../http/errors';
import { mailAsActivity } from '../../services/documents-output/mail-activity';
import type { ActivityFile } from '../../services/documents-output/store-activity';
import { listedDocumentsMail } from '../../services/mail/document-mail-wording';
import type { MailDeps, MailRecipient } from '../../services/mail/outbox';
import type { Author } from '../template-documents';
import { loadChosenDocuments, readChosenFiles, type FiledDocument } from './chosen-documents';
import { combinePdfs } from './combine-pdfs';
import { listedFileName } from './list-item-json';

export interface ListedDocumentsMail {
  documentIds: readonly number[];
  recipients: readonly MailRecipient[];
  senderName: string;
  /** One PDF of the chosen PDFs (other files still attached on their own), or every file on its own. */
  combine: boolean;
}

interface ReadDocument {
  document: FiledDocument;
  bytes: Uint8Array;
}

/** Every file sent from the listing goes under a name of its own, which the mail's text lists. */
type NamedFile = ActivityFile & Required<Pick<ActivityFile, 'named'>>;

const separate = ({ document, bytes }: ReadDocument): NamedFile => ({
  bytes,
  source: document,
  named: { fileName: listedFileName(document), fileExtension: document.fileExtension },
});

/**
 * The attachments: with combine, the chosen PDFs as one `{propertyControlNo}.pdf` (pages in the order chosen)
 * ahead of the files that cannot join it; the combined copy names the first PDF in it as its source.
 */
async function attachmentsOf(read: readonly ReadDocument[], combine: boolean, propertyRefNo: string): Promise<NamedFile[]> {
  if (!combine) return read.map(separate);
  const { combined, inside, outside } = await combinePdfs(read, (part) => part.bytes);
  const first = inside[0];
  if (!combined || !first) return read.map(separate);
  return [{ bytes: combined, source: first.document, named: { fileName: `${propertyRefNo}.pdf`, fileExtension: 'pdf' } }, ...outside.map(separate)];
}

/**
 * POST /send-mail: documents ticked in the document listing or the activity log e-mailed with their files
 * attached, under the zip's rules (one case, under 10,000,000 bytes, the firm's own). Each attachment is kept
 * as a SENT row with its own copy of the bytes, so deleting an upload later never breaks the log or the outbox,
 * and the outbox message attaches those rows (see mailAsActivity).
 */
export async function sendListedDocuments(deps: MailDeps, author: Author, mail: ListedDocumentsMail, now: Date): Promise<OutboxMessageRow> {
  const { property, documents } = await loadChosenDocuments(deps.db, author.firmId, mail.documentIds);
  const firm = await findOwnFirm(deps.db, author.firmId);
  if (!firm) throw new NotFoundError();
  const files = await attachmentsOf(await readChosenFiles(deps.files, documents), mail.combine, property.propertyRefNo);
  const mailCase = {
    propertyRefNo: property.propertyRefNo,
    lawfirmRefNo: property.lawfirmRefNo,
    propAddress: property.propAddress,
    firmName: firm.name,
    senderName: mail.senderName,
  };
  return mailAsActivity(
    deps,
    author,
    {
      propertyId: property.id,
      files,
      recipients: mail.recipients,
      senderName: mail.senderName,
      text: listedDocumentsMail(
        mailCase,
        files.map((file) => file.named.fileName),
      ),
      history: {
        summary: listedDocumentsSent(
          files.map((file) => file.named.fileName),
          mail.recipients,
        ),
        link: FIRM_LINKS.documentCentre,
      },
    },
    now,
  );
}
