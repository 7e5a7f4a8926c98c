import type { ReactNode } from 'react';
import type { DocumentParties } from '../../../../domain/documents/document-parties';
import type { DocumentMetadata, MetadataTextField } from '../../../../domain/documents/metadata';
import { s65HasNoMcst } from '../../../../domain/documents/s65-defaults';
import { s65Wording, type S65Fact, type S65Slot } from '../../../../domain/documents/s65-wording';
import { messages } from '../../../../domain/messages';
import { DocumentDatePicker } from '../common/field-validity';
import { MetadataField, type MetadataChange } from '../common/MetadataField';
import { SignatureCaptions, Wording, type SlotEditor } from '../common/Wording';
import '../common/documents.css';
import './s65.css';

export interface S65NoticeProps {
  metadata: DocumentMetadata;
  parties: DocumentParties;
  isEditing: boolean;
  onChange: MetadataChange;
}

/** The label of each of the notice's own values while editing. */
const INPUT_LABELS: Partial<Record<MetadataTextField, string>> = {
  s65McstMaName: 'Managing agent',
  s65McstMaAddress1: 'Managing agent address line 1',
  s65McstMaAddress2: 'Managing agent address line 2',
  s65McstMaMail: 'Managing agent e-mail',
  s65McstNo: 'MCST no.',
  s65McstId: 'MCST ID',
  s65SubMcsNo: 'Sub MCST no.',
  s65McstType: 'MCST type',
  s65McstDevName: 'Development name',
  s65McstDevLocation: 'Development location',
  s65LotDetails: 'Lot details',
  s65CorrespondenceAddress: "New owner's address for correspondence",
};

function s65SlotEditor(metadata: DocumentMetadata, onChange: MetadataChange): SlotEditor<S65Slot> {
  return (slot): ReactNode | undefined => {
    if (slot === 's65Date') {
      return (
        <DocumentDatePicker
          field="s65Date"
          label="Notice date"
          value={metadata.s65Date ?? ''}
          onChange={(s65Date) => onChange({ s65Date })}
          className="document-field"
        />
      );
    }
    const label = INPUT_LABELS[slot];
    if (!label) return undefined;
    return (
      <MetadataField field={slot} label={label} metadata={metadata} isEditing onChange={onChange} multiline={slot === 's65CorrespondenceAddress'} />
    );
  };
}

function Facts({ label, facts, editor }: { label: string; facts: readonly S65Fact[]; editor: SlotEditor<S65Slot> | undefined }) {
  return (
    <dl className="document-facts-list" aria-label={label}>
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt>{fact.label}</dt>
          <dd>
            {fact.lines.map((line, index) => (
              <div key={`${index}`}>
                <Wording pieces={line} editor={editor} />
              </div>
            ))}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The S.65 notice of change in ownership to the MCST's managing agent (seed 001 §2.4, §3 "S.65 metadata"), in the
 * PDF's wording (src/domain/documents/s65-wording.ts). The MCST, managing agent, lot, date and the new owner's
 * correspondence address are the document's own (editable); the property and parties are the case's.
 */
export function S65Notice({ metadata, parties, isEditing, onChange }: S65NoticeProps) {
  const wording = s65Wording(metadata, parties, { editing: isEditing });
  const editor = isEditing ? s65SlotEditor(metadata, onChange) : undefined;
  return (
    <article className="document-paper s65-notice" aria-label="S.65 notice">
      <p className="s65-notice__act">{wording.act}</p>
      <h2>{wording.title}</h2>
      <p className="s65-notice__section">{wording.section}</p>
      {s65HasNoMcst(metadata) && (
        <p role="note" className="document-note">
          {messages.s65NoMcst}
        </p>
      )}
      <Facts label="Particulars" facts={wording.particulars} editor={editor} />
      <div className="s65-notice__text">{wording.notice}</div>
      <Facts label="Owners" facts={wording.owners} editor={editor} />
      <div className="s65-notice__text">{wording.request}</div>
      <div className="document-signatures">
        {wording.signatures.map((lines) => (
          <SignatureCaptions key={lines[0]} lines={lines} />
        ))}
      </div>
    </article>
  );
}
