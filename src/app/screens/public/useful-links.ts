export interface UsefulLink {
  abbreviation: string;
  name: string;
  relevance: string;
  href: string;
}

/** Government bodies a conveyancer deals with; the links open their public sites in a new tab. */
export const USEFUL_LINKS: readonly UsefulLink[] = [
  { abbreviation: 'SLA', name: 'Singapore Land Authority', relevance: 'Land titles, lodgement of instruments and title searches.', href: 'https://www.sla.gov.sg' },
  { abbreviation: 'IRAS', name: 'Inland Revenue Authority of Singapore', relevance: 'Property tax, the Valuation List and stamp duty.', href: 'https://www.iras.gov.sg' },
  { abbreviation: 'URA', name: 'Urban Redevelopment Authority', relevance: 'Master Plan zoning, road and drainage interpretation plans.', href: 'https://www.ura.gov.sg' },
  { abbreviation: 'BCA', name: 'Building and Construction Authority', relevance: 'Building plans, notices and outstanding orders.', href: 'https://www1.bca.gov.sg' },
  { abbreviation: 'LTA', name: 'Land Transport Authority', relevance: 'Road reserve lines, road schemes and street works.', href: 'https://www.lta.gov.sg' },
  { abbreviation: 'PUB', name: 'PUB, Singapore’s National Water Agency', relevance: 'Drainage, sewerage and water supply matters.', href: 'https://www.pub.gov.sg' },
  { abbreviation: 'NEA', name: 'National Environment Agency', relevance: 'Sanitary and environmental notices affecting a property.', href: 'https://www.nea.gov.sg' },
  { abbreviation: 'ACRA', name: 'Accounting and Corporate Regulatory Authority', relevance: 'Business and people profiles of corporate parties.', href: 'https://www.acra.gov.sg' },
  { abbreviation: 'CPF Board', name: 'Central Provident Fund Board', relevance: 'Use of CPF savings for property purchases and refunds on sale.', href: 'https://www.cpf.gov.sg' },
  { abbreviation: 'SAL', name: 'Singapore Academy of Law', relevance: 'Practice resources and the legal profession’s shared services.', href: 'https://www.sal.org.sg' },
];
