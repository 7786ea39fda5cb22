// The form kit: every form of the site (STYLE.md "One form kit for every form").
//
//   const form = useSchemaForm(competitionDraft.shape.team, emptyTeam);   // or <Form schema defaultValues>
//   const draft = useFormDraft(`competition:${id}`, form);                 // kept in sessionStorage
//   <Form form={form} labelledBy="team-heading" onSubmit={async (values) => { await save(values); draft.clear(); }}>
//     <TextField name="team.name" label={t('…')} required />
//     <TextAreaField name="proposal.abstract" label={…} max={competition.abstractMax} />
//     <SelectField name="proposal.level" label={…} options={[{ value: 'college', label: … }]} />
//     <RadioGroupField name="proposal.main" legend={…} options={…} />
//     <CheckboxGroupField name="proposal.subs" legend={…} options={sdgGoals.map((n) => ({ value: n, label: … }))} />
//     <FileField name="team.previewImg" label={…} rule={competitionFileRules.previewImg} />
//     <FieldArray name="team.members" legend={…} min={2} max={6} newItem={emptyMember}
//                 itemLegend={(i) => …} addLabel={…} removeLabel={(i) => …}>
//       {({ path }) => <TextField name={`${path}.email`} label={…} />}
//     </FieldArray>
//     <SubmitButton>{…}</SubmitButton>
//   </Form>
//
// Errors are read by path and rendered from the catalogues by id (zod issues carry ids); a failed
// submit focuses the first error. A file slot's value is `File | KeptFile | null` (FileValue).
// `Form` catches a throwing onSubmit (the action shows its error) and keeps the values as typed.
export { Form, SubmitButton, focusFirstError, useSchemaForm, type FormProps, type SchemaForm } from './Form.tsx';
export { FieldFrame, FieldMessage, RequiredMark, controlClasses, describedBy, useFieldError, type ControlProps } from './Field.tsx';
export { TextField, TextAreaField, CharacterCounter, ReadOnlyField } from './TextFields.tsx';
export { CountedTextField } from './CountedTextField.tsx';
export { SelectField, RadioGroupField, CheckboxField, CheckboxGroupField, type Option } from './ChoiceFields.tsx';
export { FileField, isChosenFile, type FileValue, type KeptFile } from './FileField.tsx';
export { formatBytes } from './formatBytes.ts';
export { FieldArray, type FieldArrayRow } from './FieldArray.tsx';
export { useFormDraft, type FormDraft } from './useFormDraft.ts';
export { clearAllDrafts, clearDraft, hasDraft, readDraft, writeDraft } from './draft.ts';
export { useFailureToast } from './useFailureToast.ts';
