import type { sandboxMcsts } from '../schema';

type McstRow = typeof sandboxMcsts.$inferInsert;

/** Managing agents: [name, address line 1, address line 2]. */
const AGENTS = {
  savills: ['SAVILLS PROPERTY MANAGEMENT PTE LTD', '30 CECIL STREET #20-03', 'PRUDENTIAL TOWER SINGAPORE 049712'],
  colliers: ['COLLIERS INTERNATIONAL CONSULTANCY & VALUATION (SINGAPORE) PTE LTD', '12 MARINA VIEW #19-02', 'ASIA SQUARE TOWER 2 SINGAPORE 018961'],
  knightFrank: ['KNIGHT FRANK PROPERTY ASSET MANAGEMENT PTE LTD', '10 COLLYER QUAY #08-01', 'OCEAN FINANCIAL CENTRE SINGAPORE 049315'],
  cbm: ['CBM PTE LTD', '1 JOO KOON CIRCLE #13-01', 'FAIRPRICE HUB SINGAPORE 629117'],
  smart: ['SMART PROPERTY MANAGEMENT (SINGAPORE) PTE LTD', '6 RAFFLES BOULEVARD #03-308', 'MARINA SQUARE SINGAPORE 039594'],
} as const;

type Agent = keyof typeof AGENTS;

interface Mcst {
  mcstNo: string;
  subMcsNo?: string;
  mcstType: string;
  devName: string;
  devLocation: string;
  agent: Agent;
  mail: string;
  /** The MCST's registered address: block, street, postal, and the management office's storey-unit. */
  address: readonly [string, string, string, string?, string?];
  active?: boolean;
}

/**
 * The MCST register's stand-in: the condominiums of the demo cases and the address sandbox. MCST 4398 has
 * a main and two subsidiary MCSTs (the multi-row lookup); MCST 1105 is no longer active (its estate was sold).
 */
const MCSTS: readonly Mcst[] = [
  {
    mcstNo: '2978',
    mcstType: 'Residential',
    devName: 'THE SAIL @ MARINA BAY',
    devLocation: '2 & 6 MARINA BOULEVARD',
    agent: 'savills',
    mail: 'mcst2978@savills.com.sg',
    address: ['2', 'MARINA BOULEVARD', '018987', '01', '01'],
  },
  {
    mcstNo: '3456',
    mcstType: 'Residential',
    devName: "D'LEEDON",
    devLocation: '7 LEEDON HEIGHTS',
    agent: 'colliers',
    mail: 'mcst3456@colliers.com.sg',
    address: ['7', 'LEEDON HEIGHTS', '267953', '01', '02'],
  },
  {
    mcstNo: '3402',
    mcstType: 'Residential',
    devName: 'REFLECTIONS AT KEPPEL BAY',
    devLocation: '1 KEPPEL BAY VIEW',
    agent: 'knightFrank',
    mail: 'mcst3402@sg.knightfrank.com',
    address: ['1', 'KEPPEL BAY VIEW', '098417', '01', '01'],
  },
  {
    mcstNo: '4017',
    mcstType: 'Residential',
    devName: 'THE INTERLACE',
    devLocation: '180 DEPOT ROAD',
    agent: 'cbm',
    mail: 'mcst4017@cbm.com.sg',
    address: ['180', 'DEPOT ROAD', '109684', '01', '09'],
  },
  {
    mcstNo: '4398',
    mcstType: 'Mixed Development',
    devName: 'MARINA ONE',
    devLocation: '5, 7, 9 STRAITS VIEW AND 21, 23 MARINA WAY',
    agent: 'savills',
    mail: 'mcst4398@savills.com.sg',
    address: ['21', 'MARINA WAY', '018978', '01', '01'],
  },
  {
    mcstNo: '4398',
    subMcsNo: '1',
    mcstType: 'Residential (Subsidiary)',
    devName: 'MARINA ONE RESIDENCES',
    devLocation: '21 & 23 MARINA WAY',
    agent: 'savills',
    mail: 'smcst4398.res@savills.com.sg',
    address: ['21', 'MARINA WAY', '018978', '01', '02'],
  },
  {
    mcstNo: '4398',
    subMcsNo: '2',
    mcstType: 'Commercial (Subsidiary)',
    devName: 'MARINA ONE (OFFICE AND RETAIL)',
    devLocation: '5, 7, 9 STRAITS VIEW',
    agent: 'smart',
    mail: 'smcst4398.com@smartpm.com.sg',
    address: ['5', 'STRAITS VIEW', '018935', '01', '01'],
  },
  {
    mcstNo: '3587',
    mcstType: 'Residential',
    devName: 'THE ORCHARD RESIDENCES',
    devLocation: '238 ORCHARD BOULEVARD',
    agent: 'knightFrank',
    mail: 'mcst3587@sg.knightfrank.com',
    address: ['238', 'ORCHARD BOULEVARD', '237972'],
  },
  {
    mcstNo: '1002',
    mcstType: 'Residential',
    devName: 'ARDMORE PARK',
    devLocation: '11 & 13 ARDMORE PARK',
    agent: 'colliers',
    mail: 'mcst1002@colliers.com.sg',
    address: ['11', 'ARDMORE PARK', '259957'],
  },
  {
    mcstNo: '2757',
    mcstType: 'Residential',
    devName: 'CARIBBEAN AT KEPPEL BAY',
    devLocation: '30 - 38 KEPPEL BAY DRIVE',
    agent: 'knightFrank',
    mail: 'mcst2757@sg.knightfrank.com',
    address: ['30', 'KEPPEL BAY DRIVE', '098655', '01', '01'],
  },
  {
    mcstNo: '4105',
    mcstType: 'Residential',
    devName: 'SKY HABITAT',
    devLocation: '7 & 9 BISHAN STREET 15',
    agent: 'smart',
    mail: 'mcst4105@smartpm.com.sg',
    address: ['7', 'BISHAN STREET 15', '573911'],
  },
  {
    mcstNo: '3208',
    mcstType: 'Residential',
    devName: 'BOTANNIA',
    devLocation: '10 - 28 WEST COAST WALK',
    agent: 'cbm',
    mail: 'mcst3208@cbm.com.sg',
    address: ['10', 'WEST COAST WALK', '127164'],
  },
  {
    mcstNo: '4121',
    mcstType: 'Residential',
    devName: 'LAKEVILLE',
    devLocation: '21 - 31 JURONG LAKE LINK',
    agent: 'smart',
    mail: 'mcst4121@smartpm.com.sg',
    address: ['21', 'JURONG LAKE LINK', '648130'],
  },
  {
    mcstNo: '4251',
    mcstType: 'Residential',
    devName: 'SEASIDE RESIDENCES',
    devLocation: '6 - 12 SIGLAP LINK',
    agent: 'savills',
    mail: 'mcst4251@savills.com.sg',
    address: ['6', 'SIGLAP LINK', '448956'],
  },
  {
    mcstNo: '3702',
    mcstType: 'Residential',
    devName: 'THE MINTON',
    devLocation: '1 - 11 HOUGANG STREET 11',
    agent: 'cbm',
    mail: 'mcst3702@cbm.com.sg',
    address: ['1', 'HOUGANG STREET 11', '538731'],
  },
  {
    mcstNo: '1105',
    mcstType: 'Residential',
    devName: 'PEARL BANK APARTMENTS',
    devLocation: '1 PEARL BANK',
    agent: 'colliers',
    mail: 'mcst1105@colliers.com.sg',
    address: ['1', 'PEARL BANK', '169016'],
    active: false,
  },
];

export const SANDBOX_MCSTS: readonly McstRow[] = MCSTS.map((m) => {
  const [maName, maAddress1, maAddress2] = AGENTS[m.agent];
  const [blockNo, streetName, postalCode, storeyNo = '', unitNo = ''] = m.address;
  return {
    mcstId: m.subMcsNo ? `MC${m.mcstNo}-S${m.subMcsNo}` : `MC${m.mcstNo}`,
    mcstNo: m.mcstNo,
    subMcsNo: m.subMcsNo ?? '',
    mcstType: m.mcstType,
    devName: m.devName,
    devLocation: m.devLocation,
    maName,
    maAddress1,
    maAddress2,
    maAgencyMail: m.mail,
    blockNo,
    postalCode,
    storeyNo,
    streetName,
    unitNo,
    active: m.active ?? true,
  };
});
