// The export's own column headers and words, in both languages: the catalogue part of the managers'
// spreadsheets. The applications' fields are named by labels.ts, as the applicant's form names them.
import type { Language } from '../i18n/language.ts';

const zhTw = {
  registrationNumber: '報名編號',
  status: '狀態',
  ownerEmail: '帳號 e-mail',
  submittedAt: '送出時間（台北）',
  submittedInGrace: '於截止後寬限時間內送出',
  updatedAt: '最後儲存（台北）',
  finalFile: '決選資料',
  finalSubmittedAt: '決選資料上傳時間（台北）',
  consolePage: '後台頁面',
  open: '開啟',
  yes: '是',
  no: '否',
  uploaded: '已上傳',
  sheetApplications: '報名資料',
  sheetMembers: '會員',
  memberEmail: 'e-mail',
  memberLastName: '姓',
  memberFirstName: '名',
  memberMobile: '手機',
  memberBirthday: '生日',
  memberContactEmail: '聯絡 e-mail',
  memberSubscribed: '訂閱電子報',
  memberVerified: '已驗證',
  memberCreatedAt: '註冊時間（台北）',
};

type HeaderId = keyof typeof zhTw;

const en: Record<HeaderId, string> = {
  registrationNumber: 'Registration number',
  status: 'Status',
  ownerEmail: 'Account e-mail',
  submittedAt: 'Submitted (Taipei time)',
  submittedInGrace: 'Submitted in the grace after the deadline',
  updatedAt: 'Last saved (Taipei time)',
  finalFile: 'Final-round file',
  finalSubmittedAt: 'Final-round file uploaded (Taipei time)',
  consolePage: 'Console page',
  open: 'Open',
  yes: 'Yes',
  no: 'No',
  uploaded: 'Uploaded',
  sheetApplications: 'Applications',
  sheetMembers: 'Members',
  memberEmail: 'E-mail',
  memberLastName: 'Last name',
  memberFirstName: 'First name',
  memberMobile: 'Mobile',
  memberBirthday: 'Birthday',
  memberContactEmail: 'Contact e-mail',
  memberSubscribed: 'Newsletter',
  memberVerified: 'Verified',
  memberCreatedAt: 'Registered (Taipei time)',
};

const headers: Record<Language, Record<HeaderId, string>> = { zhTw, en };

export const exportWord = (lang: Language, id: HeaderId): string => headers[lang][id];
