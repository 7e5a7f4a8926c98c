import { lotText, type DocumentLawyer, type DocumentParties, type DocumentPerson } from '../../../domain/documents/document-parties';
import type { PropertyAggregate } from '../../db/queries/property-read';
import type { Client, ClientContact, Lawyer } from '../../db/schema';

/**
 * The property as the printed documents see it, built from the stored rows the same way the screens build it
 * from get-property (src/app/screens/documents/document-parties.ts), so the PDF names who the editor showed.
 */
export function documentPartiesOf(aggregate: PropertyAggregate): DocumentParties {
  const { property, parties, partyContacts } = aggregate;
  const storey = property.storeyNo.trim();
  const unit = property.unitNo.trim();
  const clientFlag = property.clientFlag;
  return {
    propertyRefNo: property.propertyRefNo,
    lawfirmRefNo: property.lawfirmRefNo,
    propAddress: property.propAddress,
    address: {
      houseNo: property.hseNo.trim(),
      streetName: property.streetName.trim(),
      unit: storey && unit ? `#${storey}-${unit}` : '',
      building: property.propName.trim(),
      postal: property.postal.trim(),
    },
    vendors: persons(parties.seller, partyContacts),
    purchasers: persons(parties.buyer, partyContacts),
    clientSide: clientFlag === 'B' || clientFlag === 'S' ? clientFlag : '',
    sellerLawyer: lawyer(parties.sellerLawyer),
    buyerLawyer: lawyer(parties.buyerLawyer),
    mcsts: aggregate.mcstDetails.map((row) => ({
      mcstId: row.mcstId.trim(),
      mcstNo: row.mcstNo.trim(),
      subMcsNo: row.subMcsNo.trim(),
      mcstType: row.mcstType.trim(),
      devName: row.devName.trim(),
      devLocation: row.devLocation.trim(),
      maName: row.maName.trim(),
      maAgencyMail: row.maAgencyMail.trim(),
      maAddress1: row.maAddress1.trim(),
      maAddress2: row.maAddress2.trim(),
    })),
    strataLot: lotText({ mktsId: property.mktsId, mktsNo: property.mktsNo, lotNo: property.strataLotNo }),
    landLots: aggregate.lots.map((lot) => lotText({ mktsId: lot.mktsId, mktsNo: lot.mktsNo, lotNo: lot.landLotNo })).filter(Boolean),
    completionDate: property.completionDate ?? '',
  };
}

/** A company signs as itself (name and UEN); an individual client is each of its contact persons. */
function persons(client: Client | null, contacts: ReadonlyMap<number, ClientContact[]>): DocumentPerson[] {
  if (!client) return [];
  if (client.clientCategory === '0') return [{ name: client.compName.trim(), idNo: client.uenNo.trim(), company: true }];
  const people = (contacts.get(client.id) ?? [])
    .map((contact) => ({ name: contact.individualName.trim(), idNo: contact.identificationNo.trim() }))
    .filter((person) => person.name || person.idNo);
  return people.length > 0 ? people : [{ name: client.compName.trim(), idNo: '' }];
}

function lawyer(row: Lawyer | null): DocumentLawyer | null {
  if (!row) return null;
  const postal = row.postalCode.trim();
  const address = row.address.trim() || [row.address1.trim(), row.address2.trim(), postal && `SINGAPORE ${postal}`].filter(Boolean).join(', ');
  return {
    name: [row.firstName.trim(), row.lastName.trim()].filter(Boolean).join(' '),
    firmName: row.lawfirmName.trim(),
    address,
    email: row.email.trim(),
  };
}
