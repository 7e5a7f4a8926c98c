import type { DocumentListItem } from '../../src/api/document-centre';
import type { Property } from '../../src/api/property-form';
import { messages } from '../../src/domain/messages';
import { json, neverAnswers, type MockHandler, type MockRoutes } from '../support/mock-api';
import { mailRoutes, type MailAnswer } from './mail-host';

/**
 * The document centre's part of the server, in memory, for stories and screen tests: the listing and activity
 * log (search, paging, newest first), get-pdf, the zip, delete (COMMON only) and the send modal's calls.
 */
export interface DocumentServerOptions {
  documents: readonly DocumentListItem[];
  /** The cases the send modal and the property-ref search know. */
  properties: readonly Property[];
  /** 'never' keeps the listing pending; 'fail' answers 500. */
  listing?: 'never' | 'fail';
  mail?: MailAnswer;
}

export interface DocumentServer {
  routes: MockRoutes;
  documents: () => readonly DocumentListItem[];
}

interface ListBody {
  isActivityLog?: boolean;
  pageNo?: number;
  pageSize?: number;
  searchText?: string;
}

const SEARCHED = ['actionType', 'documentType', 'propertyControlNo', 'lawfirmRefNo', 'fileExtension', 'documentModule'] as const;

function matches(document: DocumentListItem, text: string): boolean {
  const term = text.trim().toUpperCase();
  return SEARCHED.some((field) =>
    String(document[field] ?? '')
      .toUpperCase()
      .includes(term),
  );
}

/** A file's bytes as the fake stores them: its size in zeros (an empty document stays empty). */
const fileOf = (document: DocumentListItem) =>
  new Response(new Uint8Array(document.size), {
    headers: { 'Content-Type': document.fileExtension === 'pdf' ? 'application/pdf' : 'application/octet-stream' },
  });

export function documentServer({ documents: initial, properties, listing, mail = 'sent' }: DocumentServerOptions): DocumentServer {
  let documents = [...initial];
  const find = (id: unknown) => documents.find((document) => document.id === Number(id));

  const page: MockHandler =
    listing === 'never'
      ? neverAnswers
      : ({ body }) => {
          if (listing === 'fail') return json({ errormsg: 'Internal Server Error' }, 500);
          const request = (body ?? {}) as ListBody;
          const pageNo = request.pageNo ?? 1;
          const pageSize = request.pageSize ?? 5;
          const rows = documents
            .filter((document) => !request.isActivityLog || document.actionType === 'PRINT' || document.actionType === 'SENT')
            .filter((document) => !request.searchText || matches(document, request.searchText))
            .sort((a, b) => b.updatedDate.localeCompare(a.updatedDate) || b.id - a.id);
          return json({ records: rows.slice((pageNo - 1) * pageSize, pageNo * pageSize), recordCount: rows.length, pageNo, pageSize });
        };

  const routes: MockRoutes = {
    ...mailRoutes(properties[0] ?? ({ id: 0 } as Property), mail),
    'GET /get-property/{id}': ({ params }) => {
      const property = properties.find((candidate) => candidate.id === Number(params.id));
      return property ? json(property) : json({ errormsg: messages.notFound }, 404);
    },
    'POST /get-document-listing': page,
    'GET /get-pdf/{documentId}': ({ params }) => {
      const document = find(params.documentId);
      return document ? fileOf(document) : json({ errormsg: messages.notFound }, 404);
    },
    'POST /get-combineFiles': ({ body }) => {
      const ids = ((body as { propertyDocumentId?: string[] } | undefined)?.propertyDocumentId ?? []).map(Number);
      const chosen = ids.map(find);
      if (chosen.some((document) => !document)) return json({ errormsg: messages.notFound }, 404);
      const total = chosen.reduce((sum, document) => sum + (document?.size ?? 0), 0);
      return new Response(new Uint8Array(Math.min(total, 1000)), { headers: { 'Content-Type': 'application/zip' } });
    },
    'POST /remove-property-document': ({ body }) => {
      const document = find((body as { propertyDocId?: unknown } | undefined)?.propertyDocId);
      if (!document) return json({ errormsg: messages.notFound }, 404);
      if (document.uploadType !== 'COMMON') return json({ errormsg: messages.cannotDeleteSystemDocument }, 409);
      documents = documents.filter((other) => other.id !== document.id);
      return json(true);
    },
    'GET /search-property/{userId}/{refNo}': ({ params }) => {
      const prefix = (params.refNo ?? '').toUpperCase();
      return json(
        properties.filter(
          (property) =>
            property.status === 'Active' &&
            ((property.propertyRefNo ?? '').toUpperCase().startsWith(prefix) || (property.lawfirmRefNo ?? '').toUpperCase().startsWith(prefix)),
        ),
      );
    },
  };
  return { routes, documents: () => documents };
}
