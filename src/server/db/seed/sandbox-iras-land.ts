import type { sandboxIrasLand } from '../schema';

type IrasLandRow = typeof sandboxIrasLand.$inferInsert;

/**
 * The valuation list's landed properties (the stand-in a non-requisition statement of account on LAND searches by
 * house no. and street): the demo's land cases (Jalan Kembangan's account is PCN-2026-000103's) and a few of their
 * neighbours, so a search finds one house, a street or nothing.
 */
export const SANDBOX_IRAS_LAND: readonly IrasLandRow[] = [
  {
    houseNo: '12',
    streetName: 'JALAN KEMBANGAN',
    postalCode: '419136',
    propertyAccountNo: '30217845',
    pptyDescription: 'Land with Semi-Detached House',
  },
  {
    houseNo: '14',
    streetName: 'JALAN KEMBANGAN',
    postalCode: '419138',
    propertyAccountNo: '30217853',
    pptyDescription: 'Land with Semi-Detached House',
  },
  { houseNo: '3', streetName: 'JALAN KEMBANGAN', postalCode: '419120', propertyAccountNo: '30217810', pptyDescription: 'Vacant Land' },
  { houseNo: '8', streetName: 'SUNSET DRIVE', postalCode: '597362', propertyAccountNo: '30985416', pptyDescription: 'Land with Detached House' },
  { houseNo: '10', streetName: 'SUNSET DRIVE', postalCode: '597364', propertyAccountNo: '30985424', pptyDescription: 'Land with Detached House' },
  { houseNo: '27', streetName: 'BINJAI PARK', postalCode: '589840', propertyAccountNo: '31204577', pptyDescription: 'Land with Detached House' },
  { houseNo: '5', streetName: 'NASSIM ROAD', postalCode: '258378', propertyAccountNo: '32450019', pptyDescription: 'Land with Good Class Bungalow' },
  {
    houseNo: '61',
    streetName: 'LORONG K TELOK KURAU',
    postalCode: '425741',
    propertyAccountNo: '33108862',
    pptyDescription: 'Land with Terrace House',
  },
  {
    houseNo: '63',
    streetName: 'LORONG K TELOK KURAU',
    postalCode: '425743',
    propertyAccountNo: '33108870',
    pptyDescription: 'Land with Terrace House',
  },
];
