import type { sandboxSalespersons } from '../schema';

type SalespersonRow = typeof sandboxSalespersons.$inferInsert;

const AGENCIES = {
  propnex: ['PROPNEX REALTY PTE. LTD.', 'L3008022J'],
  era: ['ERA REALTY NETWORK PTE LTD', 'L3002382K'],
  huttons: ['HUTTONS ASIA PTE. LTD.', 'L3008899K'],
  orangetee: ['ORANGETEE & TIE PTE. LTD.', 'L3009250K'],
  orchid: ['ORCHID REALTY PTE. LTD.', 'L3010123C'],
} as const;

/** [name, registration no, start, end, agency] */
const SALESPERSONS: ReadonlyArray<readonly [string, string, string, string, keyof typeof AGENCIES]> = [
  ['TAN AH BENG', 'R012345A', '2015-03-02', '2026-12-31', 'propnex'],
  ['LIM SOO CHENG', 'R023456B', '2016-07-15', '2026-12-31', 'propnex'],
  ['NURUL HUDA BINTE AHMAD', 'R034567C', '2018-01-08', '2027-12-31', 'propnex'],
  ['KUMAR S/O RAMASAMY', 'R045678D', '2012-05-21', '2027-12-31', 'era'],
  ['WONG MEI XIN', 'R056789E', '2019-09-02', '2026-12-31', 'era'],
  ['ONG KAH HENG', 'R067890F', '2010-11-11', '2027-12-31', 'era'],
  ['SITI AMINAH BINTE YUSOF', 'R078901G', '2021-02-01', '2027-12-31', 'huttons'],
  ['LEE JUN WEI', 'R089012H', '2017-04-03', '2026-12-31', 'huttons'],
  ['GOH CHOON KIAT', 'R090123I', '2014-06-30', '2027-12-31', 'huttons'],
  ['PRIYA D/O SUBRAMANIAM', 'R001234J', '2020-08-17', '2027-12-31', 'orangetee'],
  ['CHUA BEE LIAN', 'R011223K', '2013-10-07', '2026-12-31', 'orangetee'],
  ['MOHAMED RIZAL BIN OSMAN', 'R022334L', '2022-03-14', '2027-12-31', 'orangetee'],
  ['NG WEI LING', 'R033445M', '2016-12-05', '2027-12-31', 'orchid'],
  ['HO KOK WAH', 'R044556N', '2011-01-17', '2026-12-31', 'orchid'],
  ['YEO SHU FEN', 'R055667P', '2023-05-22', '2027-12-31', 'orchid'],
];

export const SANDBOX_SALESPERSONS: readonly SalespersonRow[] = SALESPERSONS.map(([name, registrationNo, start, end, agency]) => ({
  salespersonName: name,
  registrationNo,
  registrationStartDate: start,
  registrationEndDate: end,
  estateAgentName: AGENCIES[agency][0],
  estateAgentLicenseNo: AGENCIES[agency][1],
}));
