import { useMemo } from 'react';
import { s65Defaults } from '../../../../domain/documents/s65-defaults';
import { todayInSingapore } from '../../../../domain/today';
import { documentPartiesFromProperty } from '../document-parties';
import { S65Notice } from '../s65/S65Notice';
import { S65SummaryPanel } from '../s65/S65SummaryPanel';
import { S65SignedCopiesPanel } from '../signed';
import { DocumentPage } from './DocumentPage';
import { DocumentWorkspace } from './DocumentWorkspace';

/** /property-s65form/{id} (seed 001 §2.4): the S.65 notice to the managing agent, signed seller first. */
export function S65Page({ id }: { id: number }) {
  return (
    <DocumentPage module="s65" id={id}>
      {(property) => <S65Workspace key={property.id} property={property} />}
    </DocumentPage>
  );
}

function S65Workspace({ property }: { property: Parameters<typeof documentPartiesFromProperty>[0] }) {
  const parties = useMemo(() => documentPartiesFromProperty(property), [property]);
  const defaults = useMemo(() => s65Defaults(parties, todayInSingapore()), [parties]);
  return (
    <DocumentWorkspace
      module="s65"
      property={property}
      defaults={defaults}
      renderContent={(props) => <S65Notice parties={parties} {...props} />}
      renderSummary={({ copies, onCopiesChanged, onDownload }) => (
        <S65SummaryPanel
          signedCopies={<S65SignedCopiesPanel propertyId={property.id} copies={copies} onCopiesChanged={onCopiesChanged} onDownload={onDownload} />}
        />
      )}
    />
  );
}
