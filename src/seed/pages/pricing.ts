import { samples as ctaBannerSamples } from '@/blocks/cta-banner/sample'
import { demoImage } from '@/blocks/demo-media'
import { hero, seededPage, type SeedPage, type SeedSection } from '@/seed/helpers'

const cells = (...values: string[]) => values.map((value) => ({ value }))
const row = (...values: string[]) => ({ subSections: values.map((text) => ({ text })) })

/** What schools buy besides a digital license, how programs compare, and where the program reaches. */
const tablesAndLists: SeedSection[] = [
  {
    blockType: 'priceCards',
    title: 'Choose a license',
    text: 'Every license includes online staff training and family resources in English and Spanish.',
    cards: [
      { title: 'Single school', text: 'Every classroom in one school.', price: '$2,850 / year', footerText: 'Billed annually', backgroundColor: 'none' },
      { title: 'Small district', text: 'Two to nineteen schools.', price: 'From $2,676 / school / year', footerText: 'One-year term; lower yearly prices on 3- and 5-year terms', backgroundColor: 'primary' },
      { title: 'Large district', text: 'Twenty schools or more.', price: 'From $2,508 / school / year', footerText: 'One-year term; lower yearly prices on 3- and 5-year terms', backgroundColor: 'gray' },
    ],
    backgroundColor: 'none',
  },
  {
    blockType: 'checklist',
    title: 'What every license includes',
    items: [
      { text: 'One license covers every classroom in the school', mark: 'positive' },
      { text: 'Counselors and specialists get their own logins', mark: 'positive' },
      { text: 'Spanish lesson materials at no extra charge', mark: 'positive' },
      { text: 'Price locked for the whole multi-year term', mark: 'positive' },
      { text: 'Per-student fees or renewal surprises', mark: 'negative' },
    ],
    backgroundColor: 'gray',
  },
  {
    blockType: 'comparisonTable',
    title: 'Compare license terms',
    text: 'Longer terms lower the yearly price per school and keep it fixed.',
    featureLabel: 'What you get',
    columns: [{ label: '1 Year' }, { label: '3 Years' }, { label: '5 Years' }],
    cards: [
      { title: 'Classroom access', text: 'For every teacher in the school', linkPage: seededPage('/elementary-school-curriculum/digital-program') },
      row('All grade levels the school teaches', '', '', ''),
      row('New units as they are released', '', '', ''),
      row('Yearly price per school (2–4 schools)', '$2,778', '$2,364', '$2,086'),
      { title: 'Support', linkPage: seededPage('/social-emotional-learning-adults') },
      row('Online staff training', '', '', ''),
      row('Implementation check-in calls', '1', '3', '5'),
      row('Dedicated success manager', '—', '', ''),
    ],
    backgroundColor: 'none',
  },
  {
    blockType: 'pricingTable',
    title: 'Classroom kit pricing',
    text: 'Printed kits for classrooms that teach without screens; each kit serves one classroom.',
    columns: cells('Kit', '1 kit', '2–9 kits', '10+ kits').map(({ value }) => ({ label: value })),
    rows: [
      { label: 'Early Learning', values: cells('$1,299', '$1,249', '$1,199') },
      { label: 'Kindergarten–Grade 5', values: cells('$1,099', '$1,049', '$999') },
      { label: 'Bullying Prevention Unit', values: cells('$499', '$479', '$459') },
    ],
    disclaimer: 'Prices are per kit in US dollars, before shipping and tax.',
    backgroundColor: 'none',
  },
  {
    blockType: 'pricingList',
    title: 'Kit parts',
    subtitle: 'Replacement parts, sold on their own',
    text: 'Lost a puppet or worn out the posters? Order just the part you need.',
    cards: [
      { title: 'Replacement teacher guide', text: '$149' },
      { title: 'Poster set of eight', text: '$59' },
      { title: 'Feelings puppet', text: '$34' },
      { title: 'Shipping on orders over $100', text: 'Free' },
    ],
    text2: 'Parts ship within three business days. [Contact us](/contact) about orders for a whole district.',
    backgroundColor: 'gray',
  },
  {
    blockType: 'purchasingOptions',
    title: 'How to buy',
    text: 'Pay by card in our online store, or email a purchase order and we will send an invoice within two business days.',
    rowsTitle: 'Licenses',
    rows: [
      { label: 'Digital license, 1 year', text: 'Every classroom in one school', price: '$2,850' },
      { label: 'Digital license, 3 years', text: 'Billed once at the start of the term', price: '$7,275' },
      { label: 'Digital license, 5 years', text: 'Billed once at the start of the term', price: '$10,701' },
    ],
    rows2Title: 'Add-ons',
    rows2: [
      { label: 'Family engagement pack', text: 'Take-home letters for one school year', price: '$249' },
      { label: 'Coaching session online', text: 'Two hours with a program specialist', price: '$350' },
    ],
    backgroundColor: 'none',
  },
  {
    blockType: 'statsBlock',
    title: 'Help paying for the program',
    totalAwarded: '$4.2 million',
    schoolsServed: '1,250',
    backgroundColor: 'gray',
  },
  {
    blockType: 'statCards',
    title: 'Schools that stay with us',
    cards: [
      { title: '87%', subtitle: 'of schools renew after their first year', backgroundColor: 'primary' },
      { title: '3 years', subtitle: 'the term most districts choose', backgroundColor: 'secondary' },
      { title: '2 days', subtitle: 'from purchase order to classroom access', linkText: 'Contact sales', linkUrl: '/contact', backgroundColor: 'highlight' },
    ],
    backgroundColor: 'none',
  },
  {
    blockType: 'territoryComparison',
    title: 'Licenses and grants by sales territory',
    text: 'Highlighted territories lead in licenses or grants this year. [Find your representative](/contact#territories).',
    columns: cells('South Central', 'Mountain West', 'Pacific Northwest', 'California', 'Canada', 'Great Lakes', 'Upper Midwest', 'New England', 'Southeast', 'Illinois & New York', 'Mid-Atlantic', 'Southwest'),
    rows: [
      { text: 'Licensed schools', cells: cells('388', '214', '287', '701', '96', '402', '329', '415', '560', '644', '371', '310'), highlighted: ['4', '10'] },
      { text: 'Grants awarded', cells: cells('31', '12', '18', '64', '5', '27', '22', '29', '41', '52', '24', '19'), highlighted: ['4'] },
    ],
    backgroundColor: 'none',
  },
  {
    blockType: 'partnerCards',
    title: 'Funding partners',
    text: 'These partners fund licenses for schools that could not otherwise afford them.',
    cards: [
      { image: demoImage('partner-district'), title: 'Riverside Unified School District', imageLinkUrl: 'https://example.org/riverside' },
      { image: demoImage('partner-alliance'), title: 'Youth Clubs Alliance' },
    ],
    backgroundColor: 'gray',
  },
]

export const pricing: SeedPage = {
  title: 'Pricing',
  path: '/pricing',
  seo: { description: 'Annual pricing for digital program licenses by school count and term.' },
  sections: [
    hero('Pricing', 'Simple annual licenses', 'Estimate your annual price per school and per student.'),
    {
      blockType: 'pricingCalculator',
      title: 'Estimate your annual price',
      text: 'Choose how many schools will use the digital program and the length of the license. Add the number of students per school to see the price per student.',
      disclaimer:
        'Each price is per school for the whole term you choose, with what it comes to each year in brackets. It covers the full digital program; taxes, printed kits and on-site training are not included, and a written quote confirms your price.',
      linkText: 'Talk to a sales representative',
      linkUrl: '/contact',
      backgroundColor: 'none',
      anchorLink: 'calculator',
    },
    ...tablesAndLists,
    ctaBannerSamples.withPhoneImage,
  ],
}
