import type { IncomingHttpHeaders } from 'node:http';

export const languages = ['zhTw', 'en'] as const;
export type Language = (typeof languages)[number];

/** The language of a request that names none, as in the REST contract. */
export const defaultLanguage: Language = 'zhTw';

/** The client's `Content-Language`; anything else (or nothing) is the default. */
export function requestLanguage(headers: IncomingHttpHeaders): Language {
  const value = headers['content-language']?.trim();
  return value === 'en' ? 'en' : defaultLanguage;
}

/** Messages the gateway itself produces; every other message is the backend's. */
const messages = {
  // The title of a page before its script names it (the web's `app.siteName`).
  siteName: { zhTw: '青年公益實踐計畫', en: 'Youth Social Impact Programme' },
  // One wording per language for both refusals (issue 11, item 14), as the web's `session.roleFailed`.
  roleRefused: {
    zhTw: '自動登入失敗或權限已過期，請重新登入',
    en: 'Automatic login failed or your session has expired. Please log in again.',
  },
  sessionExpired: {
    zhTw: '自動登入失敗或權限已過期，請重新登入',
    en: 'Automatic login failed or your session has expired. Please log in again.',
  },
  upstreamUnavailable: {
    zhTw: '服務暫時無法使用，請稍後再試',
    en: 'The service is temporarily unavailable, please try again later',
  },
  // The backend answered, but not in the shape of the REST contract (rest/request.ts).
  upstreamInvalid: {
    zhTw: '服務回傳的資料有誤，請稍後再試',
    en: 'The service returned unexpected data, please try again later',
  },
  fetchFailed: { zhTw: '資料拿取失敗', en: 'Failed to retrieve data' },
  badInput: { zhTw: '輸入資料有誤', en: 'Invalid input' },
  // A renamed input field given under both its GraphQL name and its deprecated REST name, with different values.
  namedTwice: { zhTw: '此欄位以新舊兩個名稱填了不同的值，請只用新名稱', en: 'This field was given under both its name and its deprecated name, with different values: use its name alone' },
  pageOutOfRange: {
    zhTw: '頁碼須為正整數，每頁筆數須介於 1 到 50',
    en: 'page must be a positive integer and pageSize between 1 and 50',
  },
  unauthenticated: { zhTw: '請先登入', en: 'Please log in' },
  forbidden: { zhTw: '沒有權限', en: 'Permission denied' },
  notFound: { zhTw: '找不到資料', en: 'Not found' },
  conflict: { zhTw: '資料衝突', en: 'Conflict' },
  accountNotVerified: { zhTw: '帳號未驗證', en: 'Account not verified' },
  registrationClosed: { zhTw: '報名已截止', en: 'Registration Closed' },
  payloadTooLarge: { zhTw: '檔案過大', en: 'File too large' },
  uploadFailed: { zhTw: '上傳失敗', en: 'Upload failed' },
  rateLimited: { zhTw: '請求過於頻繁，請稍後再試', en: 'Too many requests, please try again later' },
  internal: { zhTw: '系統發生錯誤，請稍後再試', en: 'Something went wrong, please try again later' },
  malformedBody: { zhTw: '請求內容不是有效的 JSON', en: 'The request body is not valid JSON' },
  bodyTooDeep: { zhTw: '請求內容的 JSON 層數過深', en: 'The request JSON is nested too deeply' },
  bodyTooLarge: { zhTw: '請求內容過大', en: 'The request body is too large' },
  queryTooDeep: { zhTw: '查詢的巢狀層數過深', en: 'The query is nested too deeply' },
  operationNotListed: { zhTw: '此操作不在本用戶端的允許清單中', en: 'This operation is not on the list of operations this client may run' },
  googleLinkRequired: {
    zhTw: '此 e-mail 已有帳號：請輸入該帳號的密碼，或寄送驗證碼到此信箱，以連結您的 Google 帳號',
    en: 'This e-mail already has an account: enter its password, or have a code sent to it, to link your Google account',
  },
  staffOneSecondFactor: {
    zhTw: '請擇一輸入驗證器 App 的 6 位數驗證碼或一組備用碼',
    en: 'Enter either the 6-digit code of your authenticator app or one recovery code, not both',
  },
  staffPageOutOfRange: {
    zhTw: '頁碼須為正整數，每頁筆數須介於 1 到 100',
    en: 'page must be a positive integer and pageSize between 1 and 100',
  },
  staffLastManager: {
    zhTw: '無法停用最後一位啟用中的管理者：請先邀請並啟用另一位管理者',
    en: 'The last active staff account cannot be deactivated: invite and enrol another one first',
  },
  // The shared rules' message ids (rules/src/messages.ts); spec §5 wording where it has one.
  'validation.required': { zhTw: '此欄位為必填', en: 'This field is required' },
  'validation.noSpaces': { zhTw: '不可包含空白', en: 'Spaces are not allowed' },
  'validation.email': { zhTw: '請輸入有效的電子郵件', en: 'Please enter a valid e-mail address' },
  'validation.mobile': { zhTw: '請輸入有效的手機號碼', en: 'Please enter a valid mobile number' },
  'validation.mobileOrInternational': {
    zhTw: '請輸入臺灣手機號碼（如 0912345678），或以 + 與國碼開頭的國際號碼（共 8 至 15 位數字，如 +60123456789）',
    en: 'Please enter a Taiwan mobile number (e.g. 0912345678) or an international number starting with + and the country code, 8 to 15 digits in all (e.g. +60123456789)',
  },
  'validation.passwordMin': { zhTw: '密碼至少需 6 個字元', en: 'At least 6 characters' },
  'validation.passwordMismatch': { zhTw: '與密碼不符', en: 'Must match password' },
  'validation.passwordRules': { zhTw: '不符合規則', en: 'Not in compliance with the rules' },
  'validation.tooLong': { zhTw: '超過字數上限', en: 'Too many characters' },
  'validation.date': { zhTw: '請輸入有效的日期', en: 'Please enter a valid date' },
  'validation.code': { zhTw: '請輸入 6 位數驗證碼', en: 'Enter the 6-digit code' },
  'validation.phone': { zhTw: '請輸入有效的電話號碼', en: "Please enter a valid phone number" },
  'validation.tooFew': { zhTw: '人數不足', en: "Not enough entries" },
  'validation.tooMany': { zhTw: '超過人數上限', en: "Too many entries" },
  'validation.option': { zhTw: '請從選項中選擇', en: "Please choose one of the options" },
  'validation.fullChineseName': { zhTw: '請填寫學校中文全名', en: "Please enter the school's full Chinese name" },
  'validation.teacherIsMember': { zhTw: '指導老師不可同時為隊員', en: "An advisor cannot also be a team member" },
  'validation.duplicateEmail': { zhTw: '此電子郵件已重複填寫', en: "This e-mail is already listed" },
  'validation.sdgRequired': { zhTw: '請至少選擇一項 SDG', en: "Please choose at least one SDG" },
  'validation.fileRequired': { zhTw: '請選擇檔案', en: "Please choose a file" },
  'validation.fileType': { zhTw: '檔案格式不符', en: "This file type is not accepted" },
  'validation.fileTooLarge10': { zhTw: '檔案大小超過 10 MB', en: "The file is larger than 10 MB" },
  'validation.fileTooLarge3': { zhTw: '檔案大小超過 3 MB', en: "The file is larger than 3 MB" },
  'validation.fileTooLarge2': { zhTw: '檔案大小超過 2 MB', en: "The file is larger than 2 MB" },
  'validation.imageRequired': { zhTw: '圖片不能為空', en: "Please choose a photo" },
  'validation.imageTooSmall': { zhTw: '至少須符合2R（每邊至少 750 像素）', en: "The photo must be at least 2R (no side under 750 pixels)" },
  'validation.imageTooLarge': { zhTw: '圖片尺寸過大（每邊最多 8000 像素，總計最多 4000 萬像素）', en: 'The image is too large (at most 8,000 pixels a side and 40 megapixels in all)' },
  'validation.taxId': { zhTw: '請輸入有效的統一編號', en: "Please enter a valid unified business number" },
  'validation.ageOver': { zhTw: '成員於報名截止日須為 40 歲以下', en: "Members must be 40 or younger on the application deadline" },
  'validation.dateOrder': { zhTw: '須為報名開始 < 報名截止 ≤ 決選上傳截止', en: 'Dates must run apply start < apply end ≤ final upload end' },
  'validation.graceRange': { zhTw: '寬限須為 0 至 600 秒', en: 'The grace must be 0 to 600 seconds' },
  'validation.reminderStages': { zhTw: '提醒時點須為 1 至 2160 小時的整數，且不可重複', en: 'Reminder stages must be whole hours from 1 to 2160, each once' },
  'validation.httpsUrl': { zhTw: '請輸入以 https:// 開頭的完整網址', en: 'Enter a full address starting with https://' },
  'validation.listedTwice': { zhTw: '此項目已重複列出', en: 'This is listed twice' },
  'validation.figureRange': { zhTw: '請輸入 0 以上的數字；百分比最多 100', en: 'Enter a number from 0; a percentage at most 100' },
} satisfies Record<string, Record<Language, string>>;

export type MessageId = keyof typeof messages;

export function translate(lang: Language, id: MessageId): string {
  return messages[id][lang];
}

export function isMessageId(value: string): value is MessageId {
  return Object.hasOwn(messages, value);
}
