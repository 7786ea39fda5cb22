export * from './constants.ts';
export * from './messages.ts';
export * from './fields.ts';
export * from './accounts.ts';
