import { useMemo } from 'react';
import { otpDefaults } from '../../../../domain/documents/otp-defaults';
import { todayInSingapore } from '../../../../domain/today';
import { documentPartiesFromProperty } from '../document-parties';
import { AcceptanceCopy } from '../otp/AcceptanceCopy';
import { OtpAnnexes } from '../otp/OtpAnnexes';
import { OtpContract } from '../otp/OtpContract';
import { OtpSummaryFields } from '../otp/OtpSummaryFields';
import { SignedUploadPanel } from '../signed';
import { DocumentPage } from './DocumentPage';
import { DocumentWorkspace } from './DocumentWorkspace';

/** /property-otp/{id} (seed 001 §2.2): the Option to Purchase with its acceptance copy and annexes. */
export function OtpPage({ id }: { id: number }) {
  return (
    <DocumentPage module="otp" id={id}>
      {(property) => <OtpWorkspace key={property.id} property={property} />}
    </DocumentPage>
  );
}

function OtpWorkspace({ property }: { property: Parameters<typeof documentPartiesFromProperty>[0] }) {
  const parties = useMemo(() => documentPartiesFromProperty(property), [property]);
  const defaults = useMemo(() => otpDefaults(parties, todayInSingapore()), [parties]);
  return (
    <DocumentWorkspace
      module="otp"
      property={property}
      defaults={defaults}
      renderContent={(props) => (
        <>
          <OtpContract parties={parties} {...props} />
          <AcceptanceCopy parties={parties} {...props} />
          <OtpAnnexes {...props} />
        </>
      )}
      renderSummary={({ copies, onCopiesChanged, onDownload, ...props }) => (
        <SignedUploadPanel propertyId={property.id} module="otp" copies={copies} onCopiesChanged={onCopiesChanged} onDownload={onDownload}>
          {({ signed, acceptance }) => <OtpSummaryFields {...props} signedUpload={signed} acceptanceUpload={acceptance} />}
        </SignedUploadPanel>
      )}
    />
  );
}
