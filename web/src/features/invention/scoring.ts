import { defineMessages } from 'react-intl';

// Spec §9: the competition's scoring. Total 100% = preliminary 40% + final 60%.
export const stages = [
  {
    key: 'preliminary',
    weight: 40,
    ...defineMessages({ title: { id: 'invention.scoring.preliminary' }, note: { id: 'invention.scoring.preliminaryNote' } }),
    criteria: [
      { points: 30, label: defineMessages({ m: { id: 'invention.scoring.design' } }).m },
      { points: 20, label: defineMessages({ m: { id: 'invention.scoring.innovation' } }).m },
      { points: 20, label: defineMessages({ m: { id: 'invention.scoring.practicality' } }).m },
      { points: 20, label: defineMessages({ m: { id: 'invention.scoring.market' } }).m },
      { points: 10, label: defineMessages({ m: { id: 'invention.scoring.completeness' } }).m },
    ],
  },
  {
    key: 'final',
    weight: 60,
    ...defineMessages({ title: { id: 'invention.scoring.final' }, note: { id: 'invention.scoring.finalNote' } }),
    criteria: [
      { points: 60, label: defineMessages({ m: { id: 'invention.scoring.demo' } }).m },
      { points: 20, label: defineMessages({ m: { id: 'invention.scoring.booth' } }).m },
      { points: 20, label: defineMessages({ m: { id: 'invention.scoring.overall' } }).m },
    ],
  },
] as const;
