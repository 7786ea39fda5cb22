// Validation messages are message ids; each consumer renders them in the user's language
// (the web from its catalogues, the gateway and the backend from their own maps).
export const ruleMessage = {
  required: 'validation.required',
  noSpaces: 'validation.noSpaces',
  email: 'validation.email',
  mobile: 'validation.mobile',
  passwordMin: 'validation.passwordMin',
  passwordMismatch: 'validation.passwordMismatch',
  passwordRules: 'validation.passwordRules',
  tooLong: 'validation.tooLong',
  date: 'validation.date',
  code: 'validation.code',
} as const;

export type RuleMessageId = (typeof ruleMessage)[keyof typeof ruleMessage];
