/** One search ad's three wizard steps, as the API tests save them before paying. */
export const about = {
  mobile: '+27 82 555 0101',
  business_name: 'Sipho Plumbing',
  business_url: 'sipho.co.za',
  location_ids: ['co:ZA'],
  address: '1 Long St, Cape Town',
};
export const details = {
  ad_details: {
    headline_1: 'Plumber in Cape Town',
    headline_2: 'Fast Repairs',
    headline_3: 'Call Today',
    desc_1: 'Burst pipes fixed fast.',
    desc_2: 'Licensed and insured.',
  },
};
export const keywords = { keywords: ['plumber'], competitors: ['Acme Plumbing'] };
