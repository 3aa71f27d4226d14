/**
 * The brokerage's identity in one place: name, licence, phone, address and outside links. Pages, the footer,
 * JSON-LD and emails read it from here. Change these values to rebrand the site.
 */
export const siteSettings = {
  brokerageName: 'Northstar Mortgage Team',
  /** The province the brokerage serves first: the rates shown by default, and the winner of a tie for the best rate. */
  homeProvince: 'Ontario',
  legalName: 'Northstar Mortgage Team, brokered through a national mortgage alliance',
  allianceName: 'National Mortgage Alliance',
  licenceNumber: '10530',
  regulator: 'Financial Services Regulatory Authority of Ontario (FSRA)',
  regulatorShort: 'FSRA',
  phone: '416-555-0100',
  phoneHref: 'tel:+14165550100',
  email: 'info@example.com',
  address: {
    street: '100 King Street West, Suite 5700',
    city: 'Toronto',
    province: 'ON',
    postalCode: 'M5X 1C7',
    country: 'CA',
  },
  hours: 'Monday to Friday, 9 a.m. to 6 p.m. ET',
  teamLeaderYears: 15,
  teamYears: 20,
  lenderCount: '50+',
  /** The outside links (Get Started, Online Application, the app stores) are configuration: config/outside-links.ts. */
} as const;

export const formattedAddress = () => {
  const a = siteSettings.address;
  return `${a.street}, ${a.city}, ${a.province} ${a.postalCode}`;
};
