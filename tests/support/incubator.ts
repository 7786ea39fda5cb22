// Incubator applications from the browser's side: a complete application in the schema's input
// shape, its files (a plan and an 800×800 photo), and the operations the web sends.
import { file, pdf, png, type GraphQLFile, type SavedFile } from './applications.ts';

export interface IncubatorPerson {
  email: string;
  /** YYYY-MM-DD; every member must be 40 or younger on the session's apply end date. */
  birthday?: string;
}

/** A complete application, the plan and photo slots waiting for uploads (null where the multipart map puts them). */
export function completeIncubatorInput(options: { teamName?: string; members?: IncubatorPerson[] } = {}) {
  const members = options.members ?? [{ email: 'inc.leader@example.org' }, { email: 'inc.member@example.org' }];
  return {
    team: {
      organizeName: '社團法人綠色未來協會',
      type: 'NON_PROFIT',
      country: null,
      city: '臺北市',
      taxId: '04595257',
      name: options.teamName ?? '綠色未來',
      refers: [{ source: 'MEDIA', detail: '公益新聞網' }, { source: 'WEBSITE' }],
      members: members.map(({ email, birthday }, i) => ({
        name: `成員 ${i + 1}`,
        phone: '0912345678',
        email,
        department: i === 0 ? '執行長' : '專案經理',
        birthday: birthday ?? '1996-06-15',
      })),
    },
    proposal: {
      name: '循環便當盒',
      property: 'TAIWAN_INCUBATION',
      abstract: 'Reusable lunch boxes collected and washed by a neighbourhood network.',
      issue: 'CIRCULAR_ECONOMY',
      pdfFile: { upload: null },
      img: { upload: null },
    },
  };
}

export type IncubatorInput = ReturnType<typeof completeIncubatorInput>;

/** The plan and the photo (800×800, the size the spec recommends). */
export const incubatorFiles = (photo = png(800, 800)): GraphQLFile[] => [
  file('proposal.pdfFile', '計畫書.pdf', pdf(8192)),
  file('proposal.img', 'team.png', photo, 'image/png'),
];

/** The input with the stored plan and photo kept and nothing uploaded. */
export function keepingFiles(input: IncubatorInput, saved: IncubatorSaved) {
  return { ...input, proposal: { ...input.proposal, pdfFile: { keep: saved.proposal.pdfFile?.url }, img: { keep: saved.proposal.img?.url } } };
}

const APPLICATION = `id status version registrationNumber submittedAt finalSubmittedAt
  session { applyEnd finalUploadEnd }
  team { organizeName type country city taxId name refers { source detail } members { email birthday isLeader } }
  proposal { name property issue pdfFile { url name size downloadUrl } img { url name size downloadUrl } }
  finalFile { url name size downloadUrl }`;

export const INC_SAVE = `mutation Save($id: ID, $version: Int, $input: IncubatorApplicationInput!) {
  saveIncubatorDraft(id: $id, version: $version, input: $input) { ${APPLICATION} }
}`;
export const INC_SUBMIT = `mutation Submit($id: ID!, $key: String!) {
  submitIncubatorApplication(id: $id, idempotencyKey: $key) { ${APPLICATION} }
}`;
export const INC_FINAL = `mutation Final($id: ID!, $file: Upload!) { uploadIncubatorFinal(id: $id, file: $file) { ${APPLICATION} } }`;
export const INC_ONE = `query One($id: ID!) { incubatorApplication(id: $id) { ${APPLICATION} } }`;
export const INC_MINE = `{ myIncubatorApplications { id status registrationNumber team { name } } }`;

/** The final PDF as the multipart map places it (the mutation's `file` variable). */
export const finalPdf = (data: Buffer, filename = '決選簡報.pdf', contentType = 'application/pdf'): GraphQLFile => ({ path: 'variables.file', filename, contentType, data });

export interface IncubatorSaved {
  id: string;
  status: string;
  version: number;
  registrationNumber: string | null;
  submittedAt: string | null;
  finalSubmittedAt: string | null;
  session: { applyEnd: string; finalUploadEnd: string };
  team: {
    organizeName: string | null;
    type: string | null;
    country: string | null;
    city: string | null;
    taxId: string | null;
    name: string | null;
    refers: { source: string; detail: string | null }[];
    members: { email: string; birthday: string | null; isLeader: boolean }[];
  };
  proposal: { name: string | null; property: string | null; issue: string | null; pdfFile: SavedFile | null; img: SavedFile | null };
  finalFile: SavedFile | null;
}
