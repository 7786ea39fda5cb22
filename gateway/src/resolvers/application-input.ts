// A save's GraphQL input → what the backend takes (DESIGN §4 multipart): `data` in rules shape with
// each kept file's url in its slot, `keepList`, and the new uploads named by slot. Checked with the
// shared draft rules before anything goes upstream.
import { competitionDraftInput, joinReferral } from '@yip/rules';
import type {
  FileInput,
  InventionApplicationInput,
  InventionMemberInput,
  InventionProposalInput,
  InventionTeacherInput,
  InventionTeamInput,
  ReferralInput,
} from '../generated/resolvers-types.ts';
import { validateInput } from '../graphql/validate-input.ts';
import type { Language } from '../i18n.ts';
import type { DraftSave } from '../rest/applications.ts';
import { gatewayError } from '../rest/errors.ts';
import type { UploadPart } from '../rest/multipart.ts';
import { referralSourceToRest, themeToRest } from './application-enums.ts';
import { competitionGroups } from './content-enums.ts';

/** GraphQL sends null for a cleared field; the rules (and the REST body) leave it out. */
const given = <T>(value: T | null | undefined): T | undefined => value ?? undefined;

/** Collects a save's files while the input is turned into rules shape. */
class FileSlots {
  readonly keepList: string[] = [];
  readonly uploads: UploadPart[] = [];

  /** The slot's value in `data`: a kept file's url, or nothing (a new upload's part wins; empty clears). */
  slot(slot: string, file: FileInput | null | undefined): string | undefined {
    if (file?.upload) {
      this.uploads.push({ slot, upload: file.upload });
      return undefined;
    }
    if (file?.keep) {
      this.keepList.push(file.keep);
      return file.keep;
    }
    return undefined;
  }
}

/** The uploads of an input, found before anything else so they can be let go whatever happens. */
export function uploadsOf(input: InventionApplicationInput): UploadPart[] {
  return new ApplicationInput(new FileSlots()).collect(input).uploads;
}

/**
 * The save in the backend's terms, or BAD_USER_INPUT with `extensions.fields` naming every broken
 * rule by its input path (`team.members.1.email`) in the request language.
 */
export function toDraftSave(input: InventionApplicationInput, lang: Language): DraftSave {
  const files = new FileSlots();
  const data = new ApplicationInput(files).toRules(input);
  // graphql-upload-minimal streams each file once: the same file in two slots cannot be sent.
  if (new Set(files.uploads.map((part) => part.upload)).size !== files.uploads.length) {
    throw gatewayError('BAD_USER_INPUT', lang);
  }
  return { data: validateInput(competitionDraftInput, data, lang), keepList: files.keepList, uploads: files.uploads };
}

class ApplicationInput {
  constructor(private readonly files: FileSlots) {}

  collect(input: InventionApplicationInput): FileSlots {
    this.toRules(input);
    return this.files;
  }

  /** Rules shape, not yet checked. */
  toRules({ team, proposal }: InventionApplicationInput) {
    return { team: this.team(team), proposal: this.proposal(proposal) };
  }

  private team(team: InventionTeamInput) {
    return {
      name: given(team.name),
      previewImg: this.files.slot('previewImg', team.previewImg),
      school: given(team.school),
      refers: team.refers?.map(referral),
      teachers: team.teachers?.map(teacher),
      members: team.members?.map((member, index) => this.member(member, index)),
    };
  }

  private member(member: InventionMemberInput, index: number) {
    return {
      name: given(member.name),
      phone: given(member.phone),
      email: given(member.email),
      department: given(member.department),
      grade: given(member.grade),
      pdfFile: this.files.slot(`members.${index}.pdfFile`, member.pdfFile),
    };
  }

  private proposal(proposal: InventionProposalInput) {
    return {
      name: given(proposal.name),
      level: proposal.level ? competitionGroups[proposal.level] : undefined,
      main: proposal.main ? themeToRest(proposal.main) : undefined,
      subs: given(proposal.subs),
      abstract: given(proposal.abstract),
      pdfFile: this.files.slot('proposal.pdfFile', proposal.pdfFile),
    };
  }
}

const teacher = (input: InventionTeacherInput) => ({
  name: given(input.name),
  title: given(input.title),
  phone: given(input.phone),
  email: given(input.email),
});

/** `{ source: PREVIOUS_TEAM, detail: 'Blue Sky' }` → `previous_team:Blue Sky`. */
const referral = ({ source, detail }: ReferralInput) => joinReferral({ source: referralSourceToRest(source), detail: given(detail) });
