export * from './constants.ts';
export * from './messages.ts';
export * from './fields.ts';
export * from './accounts.ts';
export * from './files.ts';
export * from './referrals.ts';
export * from './competition.ts';
