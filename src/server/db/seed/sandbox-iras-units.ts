import type { sandboxIrasUnits } from '../schema';

type IrasUnitRow = typeof sandboxIrasUnits.$inferInsert;

interface Development {
  blocks: readonly string[];
  street: string;
  postal: string;
  description: string;
  storeys: readonly string[];
  units: readonly string[];
}

const CONDO = 'Condominium Unit';
const APARTMENT = 'Apartment';
const HDB = 'HDB Flat';

/**
 * The valuation list's stand-in: every demo BUILDING (its own unit included) and the condominiums of the
 * address sandbox. Some postal codes hold several blocks, so the by-postal answer shows the block order.
 */
const DEVELOPMENTS: readonly Development[] = [
  { blocks: ['2'], street: 'MARINA BOULEVARD', postal: '018987', description: CONDO, storeys: ['12', '21', '32', '45'], units: ['05', '07'] },
  { blocks: ['123'], street: 'ANG MO KIO AVENUE 6', postal: '560123', description: HDB, storeys: ['04', '08', '11'], units: ['243', '245'] },
  { blocks: ['7'], street: 'LEEDON HEIGHTS', postal: '267953', description: CONDO, storeys: ['03', '15', '22'], units: ['01', '03'] },
  { blocks: ['1G'], street: 'CANTONMENT ROAD', postal: '085301', description: HDB, storeys: ['26', '40', '48'], units: ['10', '12'] },
  { blocks: ['1'], street: 'KEPPEL BAY VIEW', postal: '098417', description: CONDO, storeys: ['08', '21', '30'], units: ['05', '06'] },
  { blocks: ['180', '182', '184'], street: 'DEPOT ROAD', postal: '109684', description: CONDO, storeys: ['06', '12'], units: ['32', '34'] },
  { blocks: ['21', '23'], street: 'MARINA WAY', postal: '018978', description: CONDO, storeys: ['18', '33'], units: ['01', '04'] },
  { blocks: ['238'], street: 'ORCHARD BOULEVARD', postal: '237972', description: APARTMENT, storeys: ['20', '35'], units: ['01', '02'] },
  { blocks: ['11', '13'], street: 'ARDMORE PARK', postal: '259957', description: APARTMENT, storeys: ['07', '19'], units: ['01'] },
  { blocks: ['30', '32', '34'], street: 'KEPPEL BAY DRIVE', postal: '098655', description: CONDO, storeys: ['02', '09'], units: ['21', '23'] },
  { blocks: ['7', '9'], street: 'BISHAN STREET 15', postal: '573911', description: CONDO, storeys: ['14', '28'], units: ['15', '17'] },
  { blocks: ['10'], street: 'WEST COAST WALK', postal: '127164', description: CONDO, storeys: ['05', '11'], units: ['08', '09'] },
  { blocks: ['21', '25'], street: 'JURONG LAKE LINK', postal: '648130', description: CONDO, storeys: ['03', '16'], units: ['11', '12'] },
  { blocks: ['6', '8'], street: 'SIGLAP LINK', postal: '448956', description: CONDO, storeys: ['10', '25'], units: ['02', '03'] },
  { blocks: ['1', '3'], street: 'HOUGANG STREET 11', postal: '538731', description: CONDO, storeys: ['07', '15'], units: ['45', '47'] },
];

const REF_LETTERS = 'ABCDEFGHJKLMNPRSTUWXYZ';

/** A property tax reference in the list's style: a letter, eight digits and a check-style letter. */
function taxRefNo(serial: number): string {
  const letter = REF_LETTERS[serial % REF_LETTERS.length] ?? 'A';
  return `A${String(10_000_000 + serial * 7_919).padStart(8, '0')}${letter}`;
}

export const SANDBOX_IRAS_UNITS: readonly IrasUnitRow[] = DEVELOPMENTS.flatMap((d) =>
  d.blocks.flatMap((blkHouseNo) =>
    d.storeys.flatMap((storeyNo) =>
      d.units.map((unitNo) => ({ blkHouseNo, storeyNo, unitNo, streetName: d.street, postalCode: d.postal, pptyDescription: d.description })),
    ),
  ),
).map((unit, serial) => ({ ...unit, pptyTaxRefNo: taxRefNo(serial) }));
