import * as v from 'valibot';
import { propertyPayloadSchema } from '../../../domain/property/schema';
import { prepareProperty, type PreparedProperty } from '../../property/prepare-property';
import type { DemoProperty } from './demo-properties';
import { SANDBOX_MCSTS } from './sandbox-mcsts';

function tickedMcsts(property: DemoProperty) {
  return (property.mcst?.ticked ?? []).map((mcstId) => {
    const row = SANDBOX_MCSTS.find((mcst) => mcst.mcstId === mcstId);
    if (!row) throw new Error(`Demo property ${property.propertyRefNo} ticks unknown MCST ${mcstId}`);
    return row;
  });
}

/**
 * A demo case as the server would store it had a user entered it: the same payload schema and derivations
 * as add-property. Demo data that breaks a property rule stops the seed instead of reaching the listing.
 */
export function prepareDemoProperty(property: DemoProperty, transactionType: { id: number; name: string }): PreparedProperty {
  const mcsts = tickedMcsts(property);
  const payload = v.parse(propertyPayloadSchema, {
    lawfirmRefNo: property.lawfirmRefNo,
    propType: property.propType,
    propName: property.propName ?? '',
    hseNo: property.hseNo ?? '',
    streetName: property.streetName,
    storeyNo: property.storeyNo ?? '',
    unitNo: property.unitNo ?? '',
    postal: property.postal,
    propAcctNo: property.propAcctNo ?? '',
    completionDate: property.completionDate ?? '',
    mcstNo: property.mcst?.mcstNo ?? '',
    mcstDetails: mcsts.map((mcst) => ({ ...mcst, isChecked: '1' })),
    lotInfos: property.landLots.map((lot) => ({ ...lot, landLotFormat: 'N', partIndicator: 'N', irasPLPTNo: '' })),
    ...(property.strataLot ? { lotType: 'S', strataLotFormat: 'N', ...property.strataLot } : {}),
    applicantInfo: { applicantName: property.applicant[0], applicantEmail: property.applicant[1], applicantContact: property.applicant[2] },
  });
  const prepared = prepareProperty({
    payload,
    locationMap: '',
    mcstAddresses: mcsts.map(({ blockNo = '', postalCode = '', storeyNo = '', streetName = '', unitNo = '' }) => ({
      blockNo,
      postalCode,
      storeyNo,
      streetName,
      unitNo,
    })),
    transactionType,
  });
  if (!prepared.columns.informationComplete) throw new Error(`Demo property ${property.propertyRefNo} does not pass the property rules`);
  return prepared;
}
