import type { ReactNode } from 'react';
import type { Property } from '../../../../api/property-form';
import { DOCUMENT_TITLES, type DocumentModule } from '../../../../domain/documents/modules';
import { PageTitle } from '../../../ui';
import '../common/documents.css';
import { useCaseProperty } from '../../common/use-case-property';

export interface DocumentPageProps {
  module: DocumentModule;
  id: number;
  /** The page once the property is loaded; keyed by the property so a new id starts a new machine. */
  children: (property: Property) => ReactNode;
}

/** Loads the property of an OTP, WTA or S.65 page; the page itself starts once it is there. */
export function DocumentPage({ module, id, children }: DocumentPageProps) {
  const query = useCaseProperty(id);

  if (!query.data) {
    return (
      <section className="document-page" aria-labelledby="document-page-title" aria-busy="true">
        <PageTitle id="document-page-title">{DOCUMENT_TITLES[module]}</PageTitle>
      </section>
    );
  }
  return children(query.data);
}
