// Validation messages are message ids; each consumer renders them in the user's language
// (the web from its catalogues, the gateway and the backend from their own maps).
export const ruleMessage = {
  required: 'validation.required',
  noSpaces: 'validation.noSpaces',
  email: 'validation.email',
  mobile: 'validation.mobile',
  mobileOrInternational: 'validation.mobileOrInternational',
  passwordMin: 'validation.passwordMin',
  passwordMismatch: 'validation.passwordMismatch',
  passwordRules: 'validation.passwordRules',
  tooLong: 'validation.tooLong',
  date: 'validation.date',
  code: 'validation.code',
  phone: 'validation.phone',
  tooFew: 'validation.tooFew',
  tooMany: 'validation.tooMany',
  option: 'validation.option',
  fullChineseName: 'validation.fullChineseName',
  teacherIsMember: 'validation.teacherIsMember',
  duplicateEmail: 'validation.duplicateEmail',
  sdgRequired: 'validation.sdgRequired',
  fileRequired: 'validation.fileRequired',
  fileType: 'validation.fileType',
  fileTooLarge10: 'validation.fileTooLarge10',
  fileTooLarge3: 'validation.fileTooLarge3',
  fileTooLarge2: 'validation.fileTooLarge2',
  imageRequired: 'validation.imageRequired',
  imageTooSmall: 'validation.imageTooSmall',
  imageTooLarge: 'validation.imageTooLarge',
  taxId: 'validation.taxId',
  ageOver: 'validation.ageOver',
  dateOrder: 'validation.dateOrder',
  graceRange: 'validation.graceRange',
  reminderStages: 'validation.reminderStages',
  httpsUrl: 'validation.httpsUrl',
  listedTwice: 'validation.listedTwice',
  figureRange: 'validation.figureRange',
} as const;

export type RuleMessageId = (typeof ruleMessage)[keyof typeof ruleMessage];

/**
 * The messages of rules across people (an advisor also a member, one e-mail twice, a member over
 * the age limit): what was entered breaks a rule rather than being missing, and is told so.
 */
export const ruleViolationMessages: readonly RuleMessageId[] = [ruleMessage.teacherIsMember, ruleMessage.duplicateEmail, ruleMessage.ageOver];
