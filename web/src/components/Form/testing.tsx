// Test helpers of the kit's unit tests: a form over a schema in English, and its submitted values.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import { IntlProvider } from 'react-intl';
import type { z } from 'zod';
import en from '../../i18n/messages/en.json';
import { Form, SubmitButton } from './Form.tsx';

export function renderForm<In extends FieldValues, Out>(schema: z.ZodType<Out, In>, defaultValues: DefaultValues<In>, children: ReactNode, draftKey?: string) {
  const submitted: Out[] = [];
  const view = render(
    <IntlProvider locale="en" messages={en}>
      <h1 id="title">Test form</h1>
      <Form
        schema={schema}
        defaultValues={defaultValues}
        labelledBy="title"
        draftKey={draftKey}
        onSubmit={async (values) => {
          submitted.push(values);
        }}
      >
        {children}
        <SubmitButton>Send</SubmitButton>
      </Form>
    </IntlProvider>,
  );
  return { ...view, submitted };
}
