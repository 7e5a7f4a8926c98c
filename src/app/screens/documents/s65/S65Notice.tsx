import { joinNames, type DocumentLawyer, type DocumentParties } from '../../../../domain/documents/document-parties';
import type { DocumentMetadata } from '../../../../domain/documents/metadata';
import { s65HasNoMcst } from '../../../../domain/documents/s65-defaults';
import { toDisplayDate } from '../../../../domain/display-date';
import { messages } from '../../../../domain/messages';
import { DatePicker } from '../../../ui';
import { MetadataField, type MetadataChange } from '../common/MetadataField';
import { SignatureBlock } from '../common/SignatureBlock';
import { S65Fact, S65Facts } from './S65Facts';
import '../common/documents.css';
import './s65.css';

export interface S65NoticeProps {
  metadata: DocumentMetadata;
  parties: DocumentParties;
  isEditing: boolean;
  onChange: MetadataChange;
}

/**
 * The S.65 notice of change in ownership to the MCST's managing agent (seed 001 §2.4, §3 "S.65 metadata"):
 * the date, the addressee, the MCST, the lot and the parties. The MCST, managing agent, lot, date and the new
 * owner's correspondence address are the document's own (editable); the property and parties are the case's.
 */
export function S65Notice({ metadata, parties, isEditing, onChange }: S65NoticeProps) {
  const field = { metadata, isEditing, onChange };
  const fact = { isEditing };
  return (
    <article className="document-paper s65-notice" aria-label="S.65 notice">
      <div className="s65-notice__date">
        {isEditing ? (
          <DatePicker label="Notice date" value={metadata.s65Date ?? ''} onChange={(s65Date) => onChange({ s65Date })} className="document-field" />
        ) : (
          <p>
            Date: <span className="document-value">{metadata.s65Date ? toDisplayDate(metadata.s65Date) : '—'}</span>
          </p>
        )}
      </div>
      {s65HasNoMcst(metadata) && (
        <p role="note" className="document-note">
          {messages.s65NoMcst}
        </p>
      )}
      <S65Facts {...fact} label="Managing agent">
        <S65Fact {...fact} label="To the Managing Agent">
          <MetadataField {...field} field="s65McstMaName" label="Managing agent" />
        </S65Fact>
        <S65Fact {...fact} label="Address">
          <MetadataField {...field} field="s65McstMaAddress1" label="Managing agent address line 1" />
          {!isEditing && <br />}
          <MetadataField {...field} field="s65McstMaAddress2" label="Managing agent address line 2" />
        </S65Fact>
        <S65Fact {...fact} label="E-mail">
          <MetadataField {...field} field="s65McstMaMail" label="Managing agent e-mail" />
        </S65Fact>
      </S65Facts>
      <S65Facts {...fact} label="Management corporation">
        <S65Fact {...fact} label="Strata Title Plan (MCST) No.">
          <MetadataField {...field} field="s65McstNo" label="MCST no." />
        </S65Fact>
        <S65Fact {...fact} label="MCST ID">
          <MetadataField {...field} field="s65McstId" label="MCST ID" />
        </S65Fact>
        <S65Fact {...fact} label="Sub MCST No.">
          <MetadataField {...field} field="s65SubMcsNo" label="Sub MCST no." />
        </S65Fact>
        <S65Fact {...fact} label="MCST type">
          <MetadataField {...field} field="s65McstType" label="MCST type" />
        </S65Fact>
        <S65Fact {...fact} label="Development">
          <MetadataField {...field} field="s65McstDevName" label="Development name" />
        </S65Fact>
        <S65Fact {...fact} label="Location">
          <MetadataField {...field} field="s65McstDevLocation" label="Development location" />
        </S65Fact>
      </S65Facts>
      <h2>NOTICE OF CHANGE IN OWNERSHIP</h2>
      <p className="s65-notice__act">Section 65 of the Land Titles (Strata) Act</p>
      <p>Please take notice that the ownership of the following lot in the development has changed:</p>
      <S65Facts {...fact} label="Lot and owners">
        <S65Fact {...fact} label="Property" readOnly>
          {parties.propAddress || '—'}
        </S65Fact>
        <S65Fact {...fact} label="Lot">
          <MetadataField {...field} field="s65LotDetails" label="Lot details" />
        </S65Fact>
        <S65Fact {...fact} label="Previous owner (seller)" readOnly>
          {joinNames(parties.vendors) || '—'}
        </S65Fact>
        <S65Fact {...fact} label="New owner (buyer)" readOnly>
          {joinNames(parties.purchasers) || '—'}
        </S65Fact>
        <S65Fact {...fact} label="New owner's address for correspondence">
          <MetadataField {...field} field="s65CorrespondenceAddress" label="New owner's address for correspondence" multiline />
        </S65Fact>
      </S65Facts>
      <p>Kindly update the strata roll and send all notices to the new owner at the address above.</p>
      <div className="document-signatures">
        <LawyerSignature heading="Seller's Lawyer" lawyer={parties.sellerLawyer} />
        <LawyerSignature heading="Buyer's Lawyer" lawyer={parties.buyerLawyer} />
      </div>
    </article>
  );
}

function LawyerSignature({ heading, lawyer }: { heading: string; lawyer: DocumentLawyer | null }) {
  return (
    <SignatureBlock
      heading={heading}
      rows={[
        { label: 'Name', value: lawyer?.name },
        { label: 'Firm', value: lawyer?.firmName },
      ]}
    />
  );
}
