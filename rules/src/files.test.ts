import { describe, expect, it } from 'vitest';
import { checkChosenFile, competitionFileRuleOf, competitionFileRules, imageWithinPixelLimits, maxFileBytes } from './files.ts';
import { ruleMessage } from './messages.ts';

const MB = 1024 * 1024;

describe('file slots', () => {
  it('name the slots of the multipart request', () => {
    expect(competitionFileRuleOf('previewImg')).toBe(competitionFileRules.previewImg);
    expect(competitionFileRuleOf('proposal.pdfFile')).toBe(competitionFileRules.proposalPdf);
    expect(competitionFileRuleOf('members.5.pdfFile')).toBe(competitionFileRules.memberProof);
    expect(competitionFileRuleOf('members.6.pdfFile')).toBeUndefined();
    expect(competitionFileRuleOf('../etc/passwd')).toBeUndefined();
    expect(maxFileBytes).toBe(10 * MB);
  });

  it('check a chosen file’s type and size before upload, with the limit in the message', () => {
    const pdf = (size: number) => ({ name: 'plan.pdf', type: 'application/pdf', size });
    expect(checkChosenFile(pdf(10 * MB), competitionFileRules.proposalPdf)).toBeNull();
    expect(checkChosenFile(pdf(10 * MB + 1), competitionFileRules.proposalPdf)).toBe(ruleMessage.fileTooLarge10);
    expect(checkChosenFile(pdf(3 * MB + 1), competitionFileRules.memberProof)).toBe(ruleMessage.fileTooLarge3);
    expect(checkChosenFile({ name: 'team.JPEG', type: 'image/jpeg', size: 2 * MB + 1 }, competitionFileRules.previewImg)).toBe(ruleMessage.fileTooLarge2);
    expect(checkChosenFile({ name: 'team.png', type: 'image/png', size: 100 }, competitionFileRules.previewImg)).toBeNull();
    expect(checkChosenFile({ name: 'plan.pdf', type: 'image/png', size: 100 }, competitionFileRules.proposalPdf)).toBe(ruleMessage.fileType);
    expect(checkChosenFile({ name: 'setup.exe', type: 'application/pdf', size: 100 }, competitionFileRules.proposalPdf)).toBe(ruleMessage.fileType);
  });

  it.each([
    [8000, 5000, true],
    [6324, 6324, true],
    [8001, 10, false],
    [10, 8001, false],
    [8000, 5001, false],
    [50_000, 50_000, false],
    [65_535, 65_535, false],
  ])('take an image of %i×%i px for decoding → %s', (width, height, taken) => {
    expect(imageWithinPixelLimits({ width, height })).toBe(taken);
  });
});
