import type { PropertyDocument } from '../../../src/api/documents';
import type { Property } from '../../../src/api/property-form';
import { messages } from '../../../src/domain/messages';
import { demoApi, json, type MockHandler, type MockRoutes } from '../../support/mock-api';

interface DocumentBody {
  propertyId?: number;
  propDocId?: number;
  version?: number;
  templateType?: 'template1';
  templateModule?: 'otp' | 'wta' | 's65';
  propertyDocumentMetadata?: PropertyDocument['propertyDocumentMetadata'];
  propertyDocument?: Partial<PropertyDocument>;
}

/**
 * The document calls of one property for the page stories: saving keeps the document on the property (so the
 * page reloads it as the server would), printing answers a link, sending answers true.
 */
export function documentServer(start: Property, overrides: MockRoutes = {}) {
  let current: Property = structuredClone(start);
  let nextId = 950;
  const now = () => new Date().toISOString();

  const save = (body: DocumentBody, id: number, actionType: 'ORIGINAL' | 'UPDATE'): PropertyDocument => ({
    id,
    // The server's next version: each save makes one (the story server trusts the version it is sent).
    version: actionType === 'ORIGINAL' ? 1 : (body.version ?? 1) + 1,
    documentType: 'TEMPLATE',
    documentModule: body.templateModule ?? 'otp',
    actionType,
    fileExtension: 'pdf',
    createdDate: now(),
    updatedDate: now(),
    propertyDocumentTemplate: { documentModule: body.templateModule ?? 'otp', templateType: body.templateType ?? 'template1' },
    propertyDocumentMetadata: body.propertyDocumentMetadata ?? {},
    ...body.propertyDocument,
  });

  const add: MockHandler = ({ body }) => {
    const document = save(body as DocumentBody, nextId++, 'ORIGINAL');
    current = { ...current, propertyDocument: [document, ...(current.propertyDocument ?? [])] };
    return json(document);
  };
  const update: MockHandler = ({ body }) => {
    const request = body as DocumentBody;
    const document = save(request, request.propDocId ?? 0, 'UPDATE');
    current = { ...current, propertyDocument: (current.propertyDocument ?? []).map((d) => (d.id === document.id ? document : d)) };
    return json(document);
  };

  return {
    routes: {
      ...demoApi(),
      'GET /get-property/{id}': ({ params }) => (Number(params.id) === current.id ? json(current) : json({ errormsg: messages.notFound }, 404)),
      'POST /add-property-document': add,
      'POST /update-property-document': update,
      'POST /print': () => json({ pdfURL: '/api/open-pdf/story' }),
      'POST /send-message-to-user': () => json(true),
      'POST /send-mail-notification': () => json(true),
      'POST /dss/sign-with-dss': () => json([{ transactionId: 'DSS-STORY-1', status: 'SUBMITTED' }]),
      ...overrides,
    } satisfies MockRoutes,
    property: () => current,
  };
}

/** A saved template of a module, as get-property lists it. */
export function savedDocument(id: number, module: 'otp' | 'wta' | 's65', metadata: PropertyDocument['propertyDocumentMetadata']): PropertyDocument {
  return {
    id,
    version: 1,
    documentType: 'TEMPLATE',
    documentModule: module,
    actionType: 'ORIGINAL',
    fileExtension: 'pdf',
    createdDate: '2026-03-02T09:05:00+08:00',
    updatedDate: '2026-03-02T09:05:00+08:00',
    propertyDocumentTemplate: { documentModule: module, templateType: 'template1' },
    propertyDocumentMetadata: metadata,
  };
}
