import { QueryClientProvider } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { vi } from 'vitest';
import type { TemplateDocumentInput } from '../../../../machines/template-document.machine';
import type { PropertyDocument } from '../../../../src/api/documents';
import type { Property } from '../../../../src/api/property-form';
import { propertyQueryKey } from '../../../../src/api/queries/property-form';
import { queryClient } from '../../../../src/app/api';
import { OtpPage } from '../../../../src/app/screens/documents/page/OtpPage';
import { S65Page } from '../../../../src/app/screens/documents/page/S65Page';
import { documentServer, savedDocument } from '../../../../stories/documents/pages/document-server';
import { storedCopy } from '../../../../stories/documents/signed/signed-server';
import { ACTIVE_PROPERTY } from '../../../../stories/property-summary/summary-fixtures';
import { json } from '../../../../stories/support/mock-api';
import { renderSignedInPage } from '../../support/signed-in-page';

/**
 * The OTP and S.65 pages (the page of each template-document sample input) as a signed-in lawyer opens them: the
 * property on the stories' in-memory server holds the sample's saved document and signed copies, and the server's
 * remove call drops a copy so the page's reload no longer lists it. The template-document calls themselves are
 * scripted by the test (scripted-page-actor.ts); the pages' defaults and "today" are the samples' (the test file).
 */

const PAGES = {
  otp: { path: '/property-otp/$id', page: OtpPage },
  s65: { path: '/property-s65form/$id', page: S65Page },
} as const;

export type PageModule = keyof typeof PAGES;

/** The property as get-property lists it for the sample input: its saved template row and its signed copies. */
export function propertyFor(input: TemplateDocumentInput): Property {
  const documents: PropertyDocument[] = [];
  if (input.saved) {
    const { id, metadata, summary } = input.saved;
    documents.push({ ...savedDocument(id, input.module, metadata), ...summary });
  }
  for (const copy of input.s65Copies ?? []) {
    documents.push(storedCopy(copy.id, { module: copy.module, uploadType: copy.uploadType, signedBy: copy.signedBy, dssSigned: copy.dssSigned }));
  }
  return { ...ACTIVE_PROPERTY, propertyDocument: documents };
}

export function pageModule(input: TemplateDocumentInput): PageModule {
  if (input.module === 'wta') throw new Error('No template-document sample is a WTA.');
  return input.module;
}

/** The window a Print press opens, pointed at the PDF once the print call answers. */
export interface PrintWindow {
  opened: number;
  location: { href: string };
  closed: boolean;
  close: () => void;
}

/** Renders the sample input's page and waits for its template selector; `window.open` is the test's. */
export async function renderTemplatePage(input: TemplateDocumentInput) {
  let current = propertyFor(input);
  const routes = {
    ...documentServer(current).routes,
    'GET /get-property/{id}': () => json(current),
    'POST /remove-property-document-template': ({ body }: { body: unknown }) => {
      const { propertyDocId } = body as { propertyDocId?: number };
      current = { ...current, propertyDocument: (current.propertyDocument ?? []).filter((document) => document.id !== propertyDocId) };
      return json(true);
    },
  };
  const printWindow: PrintWindow = { opened: 0, location: { href: '' }, closed: false, close: () => (printWindow.closed = true) };
  vi.spyOn(window, 'open').mockImplementation(() => {
    printWindow.opened += 1;
    return printWindow as unknown as Window;
  });
  const { path, page: Page } = PAGES[pageModule(input)];
  // The app's own query client, as the page has it: its reloads after a save or a signed copy's delete (through
  // the app's client) reach the property the page shows. Emptied before and after, so no page sees another's.
  queryClient.clear();
  const shown = renderSignedInPage({
    routes,
    path,
    start: path.replace('$id', String(current.id)),
    page: () => <Page id={current.id} />,
    wrap: (router) => <QueryClientProvider client={queryClient}>{router}</QueryClientProvider>,
  });
  await screen.findByRole('button', { name: /Template/ });
  const id = current.id;
  return {
    printWindow,
    /** The page loads the property again (as after any save elsewhere), with whatever copies it now has. */
    reloadProperty: () => act(() => queryClient.invalidateQueries({ queryKey: propertyQueryKey(id) })),
    cleanup: () => {
      shown.cleanup();
      queryClient.clear();
    },
  };
}
