import type { sandboxCompanies } from '../schema';

type CompanyRow = typeof sandboxCompanies.$inferInsert;

const LOCAL = 'Local Company';
const BUSINESS = 'Sole Proprietorship/ Partnership';
const LLP = 'Limited Liability Partnership';
const FOREIGN = 'Foreign Company';

/**
 * [uen, entity name, type, status, street, postal]; the three UEN formats of seed 000 §5 all appear, one UEN
 * has two entries (a branch), and any other valid UEN (e.g. 201999999Z) has none.
 */
const COMPANIES: ReadonlyArray<readonly [string, string, string, string, string, string]> = [
  ['201812345D', 'MARINA BAY HOLDINGS PTE. LTD.', LOCAL, 'Registered', 'MARINA BOULEVARD', '018983'],
  ['200612345N', 'ORCHID REALTY PTE. LTD.', LOCAL, 'Registered', 'LORONG 6 TOA PAYOH', '310480'],
  ['201723456H', 'KEPPEL BAY VENTURES PTE. LTD.', LOCAL, 'Registered', 'KEPPEL BAY VIEW', '098417'],
  ['199901234D', 'LION CITY TRADING PTE LTD', LOCAL, 'Registered', 'ROBINSON ROAD', '068898'],
  // A company and its branch under one UEN: the UEN lookup's "more than one" case (seed 000 §5).
  ['199901234D', 'LION CITY TRADING PTE LTD (JURONG BRANCH)', LOCAL, 'Registered', 'JURONG WEST STREET 41', '640456'],
  ['200012345E', 'HARBOURFRONT LOGISTICS PTE. LTD.', LOCAL, 'Registered', 'HARBOURFRONT WALK', '098585'],
  ['201534567W', 'SUNRISE PROPERTY INVESTMENTS PTE. LTD.', LOCAL, 'Registered', 'TEMASEK BOULEVARD', '038983'],
  ['200998765K', 'MARINA VIEW CAPITAL PTE. LTD.', LOCAL, 'Deregistered', 'MARINA VIEW', '018960'],
  ['53123456A', 'KOPI SENANG ENTERPRISE', BUSINESS, 'Registered', 'ANG MO KIO AVENUE 6', '560123'],
  ['52987654W', 'GOH & TAN RENOVATION WORKS', BUSINESS, 'Registered', 'BEDOK NORTH ROAD', '460085'],
  ['53311234K', 'BISHAN BLOOMS FLORIST', BUSINESS, 'Deregistered', 'BISHAN STREET 23', '570210'],
  ['T08LL1234A', 'CHEN & PARTNERS LLP', LLP, 'Registered', 'MARKET STREET', '048946'],
  ['T16LL0456H', 'STRAITS ADVISORY LLP', LLP, 'Registered', 'RAFFLES PLACE', '048616'],
  ['S99FC1234C', 'PACIFIC ORIENT HOLDINGS LIMITED', FOREIGN, 'Registered', 'ORCHARD ROAD', '238839'],
  ['T11FC0789J', 'NORDIC MARINE AS', FOREIGN, 'Registered', 'HARBOURFRONT WALK', '098585'],
  ['T10MC0456F', 'MANAGEMENT CORPORATION STRATA TITLE PLAN NO. 3456', 'Management Corporation', 'Registered', 'LEEDON HEIGHTS', '267953'],
  ['T09SS0123B', 'TAMPINES RESIDENTS SOCIETY', 'Society', 'Registered', 'TAMPINES WALK', '528523'],
];

export const SANDBOX_COMPANIES: readonly CompanyRow[] = COMPANIES.map(
  ([uen, entityName, entityTypeDesc, uenStatusDesc, regStreetName, regPostalCode]) => ({
    uen,
    entityName,
    entityTypeDesc,
    uenStatusDesc,
    regStreetName,
    regPostalCode,
  }),
);
