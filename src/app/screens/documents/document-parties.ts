import type { Property } from '../../../api/property-form';
import {
  lotText,
  type DocumentLawyer,
  type DocumentMcst,
  type DocumentParties,
  type DocumentPerson,
} from '../../../domain/documents/document-parties';

type Client = NonNullable<Property['buyer']>;
type Lawyer = NonNullable<Property['buyerLawyer']>;
type Mcst = NonNullable<Property['mcstDetails']>[number];

const text = (value: string | null | undefined) => value?.trim() ?? '';

/** A company signs as itself (name and UEN); an individual client is each of its contact persons. */
function persons(client: Client | null | undefined): DocumentPerson[] {
  if (!client) return [];
  if (client.clientCategory === '0') return [{ name: text(client.compName), idNo: text(client.uenNo), company: true }];
  const people = client.clientContacts
    .map((contact) => ({ name: text(contact.individualName), idNo: text(contact.identificationNo) }))
    .filter((person) => person.name || person.idNo);
  return people.length > 0 ? people : [{ name: text(client.compName), idNo: '' }];
}

function lawyerAddress(lawyer: Lawyer): string {
  if (text(lawyer.address)) return text(lawyer.address);
  const postal = text(lawyer.postalCode);
  return [text(lawyer.address1), text(lawyer.address2), postal && `SINGAPORE ${postal}`].filter(Boolean).join(', ');
}

function lawyer(value: Lawyer | null | undefined): DocumentLawyer | null {
  if (!value) return null;
  return {
    name: [text(value.firstName), text(value.lastName)].filter(Boolean).join(' '),
    firmName: text(value.lawfirmName),
    address: lawyerAddress(value),
    email: text(value.email),
  };
}

function mcst(row: Mcst): DocumentMcst {
  return {
    mcstId: text(row.mcstId),
    mcstNo: text(row.mcstNo),
    subMcsNo: text(row.subMcsNo),
    mcstType: text(row.mcstType),
    devName: text(row.devName),
    devLocation: text(row.devLocation),
    maName: text(row.maName),
    maAgencyMail: text(row.maAgencyMail),
    maAddress1: text(row.maAddress1),
    maAddress2: text(row.maAddress2),
  };
}

/** The API property as the document editors and their defaults see it. */
export function documentPartiesFromProperty(property: Property): DocumentParties {
  const storey = text(property.storeyNo);
  const unit = text(property.unitNo);
  const clientFlag = property.clientFlag;
  return {
    propertyRefNo: property.propertyRefNo,
    lawfirmRefNo: property.lawfirmRefNo,
    propAddress: property.propAddress,
    address: {
      houseNo: text(property.hseNo),
      streetName: text(property.streetName),
      unit: storey && unit ? `#${storey}-${unit}` : '',
      building: text(property.propName),
      postal: text(property.postal),
    },
    vendors: persons(property.seller),
    purchasers: persons(property.buyer),
    clientSide: clientFlag === 'B' || clientFlag === 'S' ? clientFlag : '',
    sellerLawyer: lawyer(property.sellerLawyer),
    buyerLawyer: lawyer(property.buyerLawyer),
    mcsts: (property.mcstDetails ?? []).filter((row) => row.isChecked !== '0').map(mcst),
    strataLot: lotText({ mktsId: property.mktsId, mktsNo: property.mktsNo, lotNo: property.strataLotNo }),
    landLots: (property.lotInfos ?? []).map((lot) => lotText({ mktsId: lot.mktsId, mktsNo: lot.mktsNo, lotNo: lot.landLotNo })).filter(Boolean),
    completionDate: text(property.completionDate),
  };
}
