import type { CodegenConfig } from '@graphql-codegen/cli';

// One codegen for both sides of schema.graphql: resolver types for the gateway (mapped to the
// REST DTOs it wraps) and typed operations plus hooks for the web client.
// A rich-text document is the rules' type on both sides (rules/src/rich-text.ts).
const scalars = { DateTime: 'string', RichText: "import('@yip/rules').RichDocument" };
// An upload reaches resolvers as a promise of graphql-upload-minimal's FileUpload; the web sends a File.
const gatewayScalars = { ...scalars, Upload: "Promise<import('graphql-upload-minimal').FileUpload>" };
const webScalars = { ...scalars, Upload: 'File' };

const config: CodegenConfig = {
  schema: 'schema.graphql',
  overwrite: true,
  generates: {
    'gateway/src/generated/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        useIndexSignature: true,
        contextType: '../context.ts#GatewayContext',
        mapperTypeSuffix: 'Dto',
        mappers: {
          HomeBanner: '../rest/dto.ts#HomeBanner',
          HomeRecommend: '../rest/dto.ts#HomeRecommend',
          SiteSettings: '../rest/dto.ts#PublicSettings',
          Article: '../rest/dto.ts#Article',
          ArticleTag: '../rest/dto.ts#ArticleTag',
          Member: '../rest/dto.ts#MemberInfo',
          StaffAccount: '../rest/dto.ts#MemberInfo',
          // --- content ---
          ProgrammeSession: '../resolvers/sources.ts#ProgrammeSessionSource',
          HomeContent: '../resolvers/sources.ts#LazyPage',
          InventionPage: '../resolvers/sources.ts#LazyPage',
          IncubatorPage: '../resolvers/sources.ts#LazyPage',
          AboutPage: '../rest/dto.ts#AboutSettings',
          CeoMessage: '../rest/dto.ts#CeoMessage',
          Theme: '../rest/dto.ts#AboutTheme',
          Testimonial: '../resolvers/sources.ts#TestimonialSource',
          SectionBanner: '../resolvers/sources.ts#SectionBannerSource',
          EducationEvent: '../resolvers/sources.ts#EducationEventSource',
          EducationHistoryEntry: '../rest/dto.ts#EducationHistoryEntry',
          StudyReport: '../resolvers/sources.ts#StudyReportSource',
          StudyHistoryEntry: '../rest/dto.ts#StudyHistoryEntry',
          InventionSection: '../rest/dto.ts#InventionSection',
          Prize: '../rest/dto.ts#Prize',
          Faq: '../resolvers/sources.ts#FaqSource',
          InventionTeam: '../rest/dto.ts#InventionTeam',
          IncubatorSection: '../rest/dto.ts#IncubatorSection',
          Mentor: '../rest/dto.ts#Mentor',
          IncubatorTeam: '../rest/dto.ts#IncubatorTeam',
          // --- end content ---
          // --- applications ---
          InventionApplication: '../rest/application-records.ts#InventionApplicationRecord',
          InventionApplicationTeam: '../rest/application-records.ts#InventionTeamRecord',
          InventionMember: '../resolvers/sources.ts#InventionMemberSource',
          InventionProposal: '../rest/application-records.ts#InventionProposalRecord',
          IncubatorApplication: '../rest/application-records.ts#IncubatorApplicationRecord',
          IncubatorApplicationTeam: '../rest/application-records.ts#IncubatorTeamRecord',
          IncubatorMember: '../resolvers/sources.ts#IncubatorMemberSource',
          IncubatorProposal: '../rest/application-records.ts#IncubatorProposalRecord',
          StoredFile: '../rest/application-records.ts#ApplicationFile',
          // --- end applications ---
          StaffMember: '../rest/staff-people.ts#StaffMemberRecord',
          StaffManager: '../rest/staff-people.ts#ManagerRecord',
          // --- staff sessions and applications ---
          StaffSession: '../resolvers/staff-application-sources.ts#StaffSessionSource',
          StaffApplicationRow: '../resolvers/staff-application-sources.ts#StaffApplicationRowSource',
          StaffInventionApplication: '../resolvers/staff-application-sources.ts#StaffInventionApplicationSource',
          StaffIncubatorApplication: '../resolvers/staff-application-sources.ts#StaffIncubatorApplicationSource',
          StaffApplicationEvent: '../rest/staff-applications.ts#HistoryEventRecord',
          // --- end staff sessions and applications ---
        },
        scalars: gatewayScalars,
        enumsAsTypes: true,
      },
    },
    // The enums, inputs and scalars the operation files below refer to.
    'web/src/generated/types.ts': {
      plugins: ['typescript'],
      config: { useTypeImports: true, scalars: webScalars, enumsAsTypes: true, onlyOperationTypes: true },
    },
    // One `x.generated.ts` beside each `x.graphql`: a page's chunk carries only its own documents
    // and hooks (fragments are imported from the file that defines them).
    'web/src/': {
      preset: 'near-operation-file',
      presetConfig: { extension: '.generated.ts', baseTypesPath: 'generated/types.ts' },
      documents: ['web/src/**/*.graphql'],
      plugins: ['typescript-operations', 'typed-document-node', 'codegen/apollo-hooks.cjs'],
      config: { useTypeImports: true, scalars: webScalars, enumsAsTypes: true, avoidOptionals: { field: true, inputValue: false } },
    },
  },
};

export default config;
