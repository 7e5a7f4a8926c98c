import { useState } from 'react';
import { emptyDraft, type PropertyDraft, type PropertyFormMode } from '../../../src/app/screens/property-form/draft';
import { PropertyFormFields } from '../../../src/app/screens/property-form/sections/PropertyFormFields';

export interface FormHostProps {
  draft?: PropertyDraft;
  mode?: PropertyFormMode;
  readOnly?: boolean;
}

/**
 * The sections in a host that merges each change into its draft, as the form machine does. The draft is
 * shown under the form so a story (and its reader) can see what would be saved.
 */
export function FormHost({ draft = emptyDraft(), mode = 'add', readOnly = false }: FormHostProps) {
  const [current, setCurrent] = useState(draft);
  return (
    <div style={{ padding: 16, display: 'grid', gap: 16 }}>
      <PropertyFormFields draft={current} onChange={(patch) => setCurrent((before) => ({ ...before, ...patch }))} readOnly={readOnly} mode={mode} />
      <details>
        <summary>Draft</summary>
        <pre aria-label="Draft">{JSON.stringify(current, null, 2)}</pre>
      </details>
    </div>
  );
}

/** The draft as the host holds it now, read from the page. */
export function shownDraft(canvasElement: HTMLElement): Record<string, unknown> {
  const pre = canvasElement.querySelector('pre[aria-label="Draft"]');
  return JSON.parse(pre?.textContent ?? '{}') as Record<string, unknown>;
}

/** A stored BUILDING property as get-property returns it. */
export function storedBuilding(): PropertyDraft {
  return {
    ...emptyDraft(),
    id: 106,
    propertyRefNo: 'PCN-2026-000106',
    lawfirmRefNo: 'TL/CONV/2026/0203',
    postal: '085301',
    propName: 'PINNACLE @ DUXTON',
    hseNo: '1G',
    storeyNo: '40',
    unitNo: '12',
    streetName: 'CANTONMENT ROAD',
    road1: 'CANTONMENT ROAD',
    propAcctNo: '10458832',
    mcstNo: '3456',
    mcstDetails: [
      {
        mcstId: '3456',
        mcstNo: '3456',
        subMcsNo: '',
        mcstType: 'Residential',
        devName: 'PINNACLE @ DUXTON',
        devLocation: 'Cantonment Road',
        maName: 'Knight Frank Property Asset Management',
        maAddress1: '',
        maAddress2: '',
        maAgencyMail: '',
        blockNo: '1G',
        streetName: 'CANTONMENT ROAD',
        postalCode: '085301',
        isChecked: '1',
      },
    ],
    lotInfos: [{ mktsId: 'MK', mktsNo: '06', landLotFormat: 'N', landLotNo: '3985M', partIndicator: 'N', irasPLPTNo: '' }],
    lotType: 'S',
    mktsId: 'MK',
    mktsNo: '06',
    strataLotFormat: 'N',
    strataLotNo: 'U1234X',
    applicantInfo: { applicantName: 'Tan Wei Ming', applicantEmail: 'weiming.tan@tanlim.com.sg', applicantContact: '62201234' },
    transactionTypeId: 4,
    transactionTypeName: 'Purchase (HDB)',
    clientFlag: 'B',
    completionDate: '2027-12-18',
  };
}

/** A stored LAND property: no block/house no., no strata lot. */
export function storedLand(): PropertyDraft {
  return {
    ...emptyDraft(),
    id: 103,
    propertyRefNo: 'PCN-2026-000103',
    lawfirmRefNo: 'TL/CONV/2026/0167',
    propType: 'LAND',
    propDesc: 'VACANT LAND',
    postal: '419136',
    streetName: 'JALAN KEMBANGAN',
    lotInfos: [
      { mktsId: 'MK', mktsNo: '13', landLotFormat: 'N', landLotNo: '5229W', partIndicator: 'N', irasPLPTNo: '' },
      { mktsId: 'MK', mktsNo: '13', landLotFormat: 'N', landLotNo: '5230P', partIndicator: 'Y', irasPLPTNo: 'PL0041' },
    ],
    applicantInfo: { applicantName: 'Ong Mei Ling', applicantEmail: 'meiling.ong@tanlim.com.sg', applicantContact: '91234567' },
    transactionTypeId: 2,
    transactionTypeName: 'Purchase',
    clientFlag: 'B',
    completionDate: '2027-03-31',
  };
}
