import type { ReactNode } from 'react';
import type { OtherServiceItem, ParcelLandInformation } from '../../../../api/other-services';
import { toDisplayDate } from '../../../../domain/display-date';
import { messages } from '../../../../domain/messages';
import { isReplied } from '../../../../domain/other-services/service-types';
import { Modal } from '../../../ui';
import { otherServiceControlNo, requestDay, requestedLots, singaporeDay } from './other-service-listing';
import '../other-services.css';

export interface ParcelLandInformationModalProps {
  row: OtherServiceItem;
  onClose: () => void;
}

const area = new Intl.NumberFormat('en-SG', { maximumFractionDigits: 2 });

/** One term and its value; a wide one (a list of long entries) takes the whole line. */
function Fact({ term, wide = false, children }: { term: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'parcel-info__fact parcel-info__fact--wide' : 'parcel-info__fact'}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** A list of the register's entries, one a line; 'None' when it has none. */
function Entries({ items }: { items: readonly string[] }) {
  if (items.length === 0) return <>None</>;
  return (
    <ul className="parcel-info__entries">
      {items.map((item, index) => (
        <li key={`${index}-${item}`}>{item}</li>
      ))}
    </ul>
  );
}

function ParcelInformation({ info }: { info: ParcelLandInformation }) {
  return (
    <dl className="parcel-info__facts">
      <Fact term="Parcel No.">{info.parcelNo}</Fact>
      <Fact term="Lots">
        <Entries items={info.lots} />
      </Fact>
      <Fact term="Land Area">{`${area.format(info.landAreaSqm)} m²`}</Fact>
      <Fact term="Tenure">{info.tenure}</Fact>
      <Fact term="Land Use">{info.landUse}</Fact>
      <Fact term="Proprietors">
        <Entries items={info.proprietors} />
      </Fact>
      <Fact term="Encumbrances" wide>
        <Entries items={info.encumbrances} />
      </Fact>
      <Fact term="Information Date">{toDisplayDate(info.informationDate)}</Fact>
    </dl>
  );
}

/**
 * 'Parcel Land INFORMATION' (seed 002 §2.2): read-only, what the request asked for and, once IRAS has replied, the
 * land register's information on the parcel.
 */
export function ParcelLandInformationModal({ row, onClose }: ParcelLandInformationModalProps) {
  const infos = row.extractInfos;
  const applicant = infos?.applicantDetail;
  const lots = requestedLots(infos);
  const replied = isReplied(row.status);
  return (
    <Modal title={messages.parcelLandInformationTitle} size="lg" isOpen onOpenChange={(open) => !open && onClose()}>
      <div className="parcel-info">
        <section className="parcel-info__section" aria-labelledby="parcel-info-request">
          <h3 id="parcel-info-request" className="parcel-info__heading">
            Request {otherServiceControlNo(row)}
          </h3>
          <dl className="parcel-info__facts">
            <Fact term="Reference No.">{applicant?.referenceNo || infos?.referenceNo || ''}</Fact>
            <Fact term="Parcel No.">{infos?.parcelNo ?? ''}</Fact>
            <Fact term="Lots">{lots.length > 0 ? lots.join('; ') : 'None'}</Fact>
            <Fact term="Property Account No.">{infos?.propAcNo || 'None'}</Fact>
            <Fact term="Applicant Solicitor">{applicant?.applicantSolicitor ?? ''}</Fact>
            <Fact term="Request Date">{requestDay(applicant?.reqDate)}</Fact>
            <Fact term="Submitted On">{singaporeDay(row.createdDate)}</Fact>
          </dl>
        </section>
        <section className="parcel-info__section" aria-labelledby="parcel-info-reply">
          <h3 id="parcel-info-reply" className="parcel-info__heading">
            {replied ? `Information from IRAS, received ${singaporeDay(row.receivedOn)}` : 'Information from IRAS'}
          </h3>
          {replied && row.parcelInfo ? (
            <ParcelInformation info={row.parcelInfo} />
          ) : (
            <p className="parcel-info__waiting" role="status">
              {replied ? messages.parcelInformationMissing : messages.parcelInformationPending}
            </p>
          )}
        </section>
      </div>
    </Modal>
  );
}
