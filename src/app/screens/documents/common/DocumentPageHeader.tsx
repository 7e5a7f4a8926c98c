import type { ReactNode } from 'react';
import { DOCUMENT_TITLES, type DocumentModule } from '../../../../domain/documents/modules';
import { PageTitle } from '../../../ui';
import './documents.css';

export interface DocumentPageHeaderProps {
  module: DocumentModule;
  property: { lawfirmRefNo: string; propAddress: string; propertyRefNo: string };
  /** The template selector and the action icons. */
  actions?: ReactNode;
}

/** Seed 001 §2.2: "Heading shows the law-firm reference and the address"; the document's name above it. */
export function DocumentPageHeader({ module, property, actions }: DocumentPageHeaderProps) {
  const heading = [property.lawfirmRefNo.trim(), property.propAddress.trim()].filter(Boolean).join(' – ');
  return (
    <header className="document-header">
      <p className="document-header__kind">
        {DOCUMENT_TITLES[module]}
        {property.propertyRefNo && <span className="document-header__control"> · Property Control No. {property.propertyRefNo}</span>}
      </p>
      <PageTitle id="document-page-title" actions={actions}>
        {heading || DOCUMENT_TITLES[module]}
      </PageTitle>
    </header>
  );
}
