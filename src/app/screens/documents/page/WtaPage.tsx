import { useMemo } from 'react';
import { actingLawyer, wtaDefaults } from '../../../../domain/documents/wta-defaults';
import { todayInSingapore } from '../../../../domain/today';
import { useFirmDetails } from '../common';
import { documentPartiesFromProperty } from '../document-parties';
import { SignedUploadPanel } from '../signed';
import { WtaLetter } from '../wta/WtaLetter';
import { WtaSummaryFields } from '../wta/WtaSummaryFields';
import { DocumentPage } from './DocumentPage';
import { DocumentWorkspace } from './DocumentWorkspace';

/** /property-wta/{id} (seed 001 §2.3): the Warrant to Act on the firm's letterhead. */
export function WtaPage({ id }: { id: number }) {
  return (
    <DocumentPage module="wta" id={id}>
      {(property) => <WtaWorkspace key={property.id} property={property} />}
    </DocumentPage>
  );
}

function WtaWorkspace({ property }: { property: Parameters<typeof documentPartiesFromProperty>[0] }) {
  const firm = useFirmDetails();
  const parties = useMemo(() => documentPartiesFromProperty(property), [property]);
  const defaults = useMemo(() => wtaDefaults(parties, parties.clientSide, actingLawyer(parties), todayInSingapore()), [parties]);
  return (
    <DocumentWorkspace
      module="wta"
      property={property}
      defaults={defaults}
      renderContent={(props) => <WtaLetter parties={parties} firm={firm} {...props} />}
      renderSummary={({ copies, onCopiesChanged, onDownload, ...props }) => (
        <WtaSummaryFields
          {...props}
          signedUpload={
            <SignedUploadPanel propertyId={property.id} module="wta" copies={copies} onCopiesChanged={onCopiesChanged} onDownload={onDownload} />
          }
        />
      )}
    />
  );
}
