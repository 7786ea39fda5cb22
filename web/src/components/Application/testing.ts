// Test fixtures of the apply machinery's unit tests: an open session and a programme of one's own.
import { pageTitles } from '../../app/i18n/pageTitles.ts';
import type { ApplicationBase, ApplicationParts, ApplyProgramme, ApplySessionFields } from './applyContext.ts';

export const openSession: ApplySessionFields = {
  id: '1',
  name: '2026 Competition',
  applyStart: '2026-01-01T00:00:00.000Z',
  applyEnd: '2099-01-01T00:00:00.000Z',
  isOpen: true,
  timeZone: 'Asia/Taipei',
};

/** A programme under `/:lang/test-apply/…` whose parts start as `values` give them. */
export function testProgramme<Parts extends ApplicationParts>(
  values: ApplyProgramme<ApplicationBase, Parts>['values'],
  hasUploads: (parts: Parts) => boolean = () => false,
): ApplyProgramme<ApplicationBase, Parts> {
  return {
    name: 'testApply',
    path: (lang, route, id) => `/${lang}/test-apply/${route}/${id ?? 'new'}`,
    listPath: (lang) => `/${lang}/user/list`,
    listTitle: pageTitles.userInventionList,
    values,
    hasUploads,
    renamed: [],
    fieldLabel: (path) => path,
  };
}
