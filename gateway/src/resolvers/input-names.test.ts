import { GraphQLError } from 'graphql';
import type { FileUpload } from 'graphql-upload-minimal';
import { describe, expect, it } from 'vitest';
import type { InventionApplicationInput } from '../generated/resolvers-types.ts';
import { fieldError } from '../graphql/validate-input.ts';
import { toDraftSave } from './application-input.ts';
import { incubatorForm } from './incubator-input.ts';
import { clientPath, inClientWords, withGraphQLNames } from './input-names.ts';
import { inventionForm } from './invention-input.ts';

const { renamed } = inventionForm;
const upload = (name: string) => Object.assign(new Promise<FileUpload>(() => undefined), { name });

/** The competition's data for the backend from an input given under either names. */
const saved = (input: InventionApplicationInput) => toDraftSave(inventionForm, withGraphQLNames(renamed, input, 'en').input, 'en');

describe('an application input under its GraphQL names or the deprecated REST names', () => {
  it('saves the same data whichever names the client used, and the same value under both is one', () => {
    const proof = upload('proof');
    const byNewNames: InventionApplicationInput = {
      team: { name: 'Care', photo: { keep: '/files/private/t.jpg' }, referrals: [{ source: 'WEBSITE' }], members: [{ name: 'Amy', studentProof: { upload: proof } }, { name: 'Bo' }] },
      proposal: { group: 'COLLEGE', theme: 'LONG_TERM_CARE', sdgGoals: [3, 11], plan: { keep: '/files/private/p.pdf' } },
    };
    const byOldNames: InventionApplicationInput = {
      team: { name: 'Care', previewImg: { keep: '/files/private/t.jpg' }, refers: [{ source: 'WEBSITE' }], members: [{ name: 'Amy', pdfFile: { upload: proof } }, { name: 'Bo' }] },
      proposal: { level: 'COLLEGE', main: 'LONG_TERM_CARE', subs: [3, 11], pdfFile: { keep: '/files/private/p.pdf' } },
    };
    const both = { team: { ...byOldNames.team, ...byNewNames.team, members: [{ name: 'Amy', pdfFile: { upload: proof }, studentProof: { upload: proof } }] }, proposal: { ...byOldNames.proposal, ...byNewNames.proposal } };
    expect(saved(byOldNames)).toEqual(saved(byNewNames));
    expect(saved(byNewNames).data).toMatchObject({
      team: { previewImg: '/files/private/t.jpg', refers: ['website'] },
      proposal: { level: 'college', main: 'long_term_care', subs: [3, 11], pdfFile: '/files/private/p.pdf' },
    });
    expect(saved(both).uploads).toEqual([{ slot: 'members.0.pdfFile', upload: proof }]);
    // The client's input itself is left as it came.
    expect(byOldNames.team.previewImg).toEqual({ keep: '/files/private/t.jpg' });
  });

  it('refuses a field given under both names with different values, naming it by its GraphQL name', () => {
    const refusal = (input: InventionApplicationInput) => {
      try {
        withGraphQLNames(renamed, input, 'en');
      } catch (error) {
        return (error as GraphQLError).extensions;
      }
      throw new Error('accepted');
    };
    expect(refusal({ team: {}, proposal: { sdgGoals: [3], subs: [3, 4] } })).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: [{ path: 'proposal.sdgGoals', message: expect.stringContaining('deprecated name') }],
    });
    expect(refusal({ team: { members: [{}, { studentProof: { upload: upload('a') }, pdfFile: { upload: upload('b') } }] }, proposal: {} }).fields).toEqual([
      { path: 'team.members.1.studentProof', message: expect.any(String) },
    ]);
    // A cleared field (null) under one name and a value under the other also differ.
    expect(refusal({ team: { photo: null, previewImg: { keep: '/files/private/t.jpg' } }, proposal: {} }).fields).toMatchObject([{ path: 'team.photo' }]);
  });

  it('tells a rule’s path by the name the client wrote, and by the GraphQL name where it wrote none', () => {
    const { spots } = withGraphQLNames(renamed, { team: { members: [{ studentProof: null }, { pdfFile: null }] }, proposal: { subs: [] } }, 'en');
    expect(clientPath(renamed, spots, 'team.members.0.pdfFile')).toBe('team.members.0.studentProof');
    expect(clientPath(renamed, spots, 'team.members.1.pdfFile')).toBe('team.members.1.pdfFile');
    expect(clientPath(renamed, spots, 'proposal.subs.0')).toBe('proposal.subs.0');
    expect(clientPath(renamed, spots, 'proposal.pdfFile')).toBe('proposal.plan');
    expect(clientPath(renamed, spots, 'team.refers.2')).toBe('team.referrals.2');
    expect(clientPath(renamed, spots, 'team.members.1.email')).toBe('team.members.1.email');
    expect(clientPath(incubatorForm.renamed, new Set(), 'proposal.img')).toBe('proposal.photo');

    const error = inClientWords(
      renamed,
      spots,
      fieldError('en', { path: 'proposal.level', message: 'm1' }, { path: 'team.members.1.pdfFile', message: 'm2' }),
    ) as GraphQLError;
    expect(error.extensions).toMatchObject({
      field: 'proposal.group',
      fields: [
        { path: 'proposal.group', message: 'm1' },
        { path: 'team.members.1.pdfFile', message: 'm2' },
      ],
    });
  });
});
