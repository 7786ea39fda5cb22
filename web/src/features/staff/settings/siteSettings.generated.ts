/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../generated/types';

import { useMutation, useQuery } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** One impact figure as the officer enters it. */
export type ImpactFigureInput = {
  /** Which figure (assisted, clarified, solved, interaction, teams, participants, funds), each once. */
  key: string;
  /** How it is written. */
  unit: ImpactUnit;
  /** The number, 0 or more; a percentage at most 100. */
  value: number;
};

/** How an impact figure is written. */
export type ImpactUnit =
  /** A plain count, e.g. 77. */
  | 'COUNT'
  /** A percentage, e.g. 92%. */
  | 'PERCENT'
  /** A lower bound, e.g. 19,800+. */
  | 'PLUS';

/** A site setting the studio edits. */
export type SiteSettingKey =
  /** The home page's impact figures. */
  | 'IMPACT_FIGURES'
  /** The social links. */
  | 'SOCIAL_LINKS';

/** Bringing back a setting's earlier revision. */
export type SiteSettingRestoreRevisionInput = {
  /** The id of the revision to bring back. */
  revision: string | number;
  /** Which setting. */
  setting: SiteSettingKey;
  /** The setting's version the officer saw (as a save names it). */
  version: string;
};

/** What made a setting's revision. */
export type SiteSettingRevisionAction =
  /** The value the setting's first save replaced (who set it, and when, is not known). */
  | 'EARLIER'
  /** An earlier revision restored. */
  | 'RESTORE_REVISION'
  /** Saved. */
  | 'SAVE';

/** One social link as the officer enters it. */
export type SocialLinkInput = {
  /** The network, each once. */
  network: SocialNetwork;
  /** The page's address, https:// only. */
  url: string;
};

/** A social network. */
export type SocialNetwork =
  /** Facebook. */
  | 'FACEBOOK'
  /** Instagram. */
  | 'INSTAGRAM'
  /** YouTube. */
  | 'YOUTUBE';

/** The impact figures to save. */
export type StaffImpactFiguresInput = {
  /** The figures, in the order shown. */
  figures: Array<ImpactFigureInput>;
  /** The version edited (`StaffSiteSettings.impactFiguresVersion`). */
  version: string;
};

/** The social links to save. */
export type StaffSocialLinksInput = {
  /** The links, in the order shown. */
  links: Array<SocialLinkInput>;
  /** The version edited (`StaffSiteSettings.socialLinksVersion`). */
  version: string;
};

export type StaffSiteSettingsFieldsFragment = { impactFiguresVersion: string, socialLinksVersion: string, impactFigures: Array<{ key: string, value: number, unit: Types.ImpactUnit }>, socialLinks: Array<{ network: Types.SocialNetwork, url: string }> };

export type StaffSiteSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffSiteSettingsQuery = { staffSiteSettings: { impactFiguresVersion: string, socialLinksVersion: string, impactFigures: Array<{ key: string, value: number, unit: Types.ImpactUnit }>, socialLinks: Array<{ network: Types.SocialNetwork, url: string }> } };

export type StaffSaveImpactFiguresMutationVariables = Exact<{
  input: Types.StaffImpactFiguresInput;
}>;


export type StaffSaveImpactFiguresMutation = { staffSaveImpactFigures: { impactFiguresVersion: string, socialLinksVersion: string, impactFigures: Array<{ key: string, value: number, unit: Types.ImpactUnit }>, socialLinks: Array<{ network: Types.SocialNetwork, url: string }> } };

export type StaffSaveSocialLinksMutationVariables = Exact<{
  input: Types.StaffSocialLinksInput;
}>;


export type StaffSaveSocialLinksMutation = { staffSaveSocialLinks: { impactFiguresVersion: string, socialLinksVersion: string, impactFigures: Array<{ key: string, value: number, unit: Types.ImpactUnit }>, socialLinks: Array<{ network: Types.SocialNetwork, url: string }> } };

export type StaffSiteSettingRevisionsQueryVariables = Exact<{
  setting: Types.SiteSettingKey;
}>;


export type StaffSiteSettingRevisionsQuery = { staffSiteSettingRevisions: Array<{ id: string, version: string, action: Types.SiteSettingRevisionAction, at: string, by: string | null, impactFigures: Array<{ key: string, value: number, unit: Types.ImpactUnit }> | null, socialLinks: Array<{ network: Types.SocialNetwork, url: string }> | null }> };

export type StaffRestoreSiteSettingRevisionMutationVariables = Exact<{
  input: Types.SiteSettingRestoreRevisionInput;
}>;


export type StaffRestoreSiteSettingRevisionMutation = { staffRestoreSiteSettingRevision: { impactFiguresVersion: string, socialLinksVersion: string, impactFigures: Array<{ key: string, value: number, unit: Types.ImpactUnit }>, socialLinks: Array<{ network: Types.SocialNetwork, url: string }> } };

export const StaffSiteSettingsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffSiteSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffSiteSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"impactFigures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"impactFiguresVersion"}},{"kind":"Field","name":{"kind":"Name","value":"socialLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"network"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"socialLinksVersion"}}]}}]} as unknown as DocumentNode<StaffSiteSettingsFieldsFragment, unknown>;
export const StaffSiteSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffSiteSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffSiteSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffSiteSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffSiteSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffSiteSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"impactFigures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"impactFiguresVersion"}},{"kind":"Field","name":{"kind":"Name","value":"socialLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"network"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"socialLinksVersion"}}]}}]} as unknown as DocumentNode<StaffSiteSettingsQuery, StaffSiteSettingsQueryVariables>;
export const StaffSaveImpactFiguresDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffSaveImpactFigures"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StaffImpactFiguresInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffSaveImpactFigures"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffSiteSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffSiteSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffSiteSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"impactFigures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"impactFiguresVersion"}},{"kind":"Field","name":{"kind":"Name","value":"socialLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"network"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"socialLinksVersion"}}]}}]} as unknown as DocumentNode<StaffSaveImpactFiguresMutation, StaffSaveImpactFiguresMutationVariables>;
export const StaffSaveSocialLinksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffSaveSocialLinks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StaffSocialLinksInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffSaveSocialLinks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffSiteSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffSiteSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffSiteSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"impactFigures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"impactFiguresVersion"}},{"kind":"Field","name":{"kind":"Name","value":"socialLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"network"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"socialLinksVersion"}}]}}]} as unknown as DocumentNode<StaffSaveSocialLinksMutation, StaffSaveSocialLinksMutationVariables>;
export const StaffSiteSettingRevisionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffSiteSettingRevisions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"setting"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SiteSettingKey"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffSiteSettingRevisions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"setting"},"value":{"kind":"Variable","name":{"kind":"Name","value":"setting"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"impactFigures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"socialLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"network"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<StaffSiteSettingRevisionsQuery, StaffSiteSettingRevisionsQueryVariables>;
export const StaffRestoreSiteSettingRevisionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffRestoreSiteSettingRevision"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SiteSettingRestoreRevisionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffRestoreSiteSettingRevision"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffSiteSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffSiteSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffSiteSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"impactFigures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"impactFiguresVersion"}},{"kind":"Field","name":{"kind":"Name","value":"socialLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"network"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"socialLinksVersion"}}]}}]} as unknown as DocumentNode<StaffRestoreSiteSettingRevisionMutation, StaffRestoreSiteSettingRevisionMutationVariables>;
export function useStaffSiteSettingsQuery(options?: useQuery.Options<StaffSiteSettingsQuery, StaffSiteSettingsQueryVariables>) {
  return useQuery(StaffSiteSettingsDocument, options ?? {});
}
export function useStaffSaveImpactFiguresMutation(options?: useMutation.Options<StaffSaveImpactFiguresMutation, StaffSaveImpactFiguresMutationVariables>) {
  return useMutation(StaffSaveImpactFiguresDocument, options);
}
export function useStaffSaveSocialLinksMutation(options?: useMutation.Options<StaffSaveSocialLinksMutation, StaffSaveSocialLinksMutationVariables>) {
  return useMutation(StaffSaveSocialLinksDocument, options);
}
export function useStaffSiteSettingRevisionsQuery(options: useQuery.Options<StaffSiteSettingRevisionsQuery, StaffSiteSettingRevisionsQueryVariables>) {
  return useQuery(StaffSiteSettingRevisionsDocument, options ?? {});
}
export function useStaffRestoreSiteSettingRevisionMutation(options?: useMutation.Options<StaffRestoreSiteSettingRevisionMutation, StaffRestoreSiteSettingRevisionMutationVariables>) {
  return useMutation(StaffRestoreSiteSettingRevisionDocument, options);
}