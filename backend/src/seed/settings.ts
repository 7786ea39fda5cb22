/** The public settings of a first run (values fixed by the REST contract). */
export const seedSettings = [
  {
    key: 'impactFigures',
    value: [
      { key: 'assisted', value: 92, unit: 'percent' },
      { key: 'clarified', value: 90, unit: 'percent' },
      { key: 'solved', value: 90, unit: 'percent' },
      { key: 'interaction', value: 91, unit: 'percent' },
      { key: 'teams', value: 77, unit: 'count' },
      { key: 'participants', value: 19800, unit: 'plus' },
      { key: 'funds', value: 82000000, unit: 'plus' },
    ],
  },
  {
    // The platforms' home pages until the foundation sets its own pages (PUT setting/pvt/update/socialLinks).
    key: 'socialLinks',
    value: [
      { network: 'facebook', url: 'https://www.facebook.com/' },
      { network: 'instagram', url: 'https://www.instagram.com/' },
      { network: 'youtube', url: 'https://www.youtube.com/' },
    ],
  },
];
