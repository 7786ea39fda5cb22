// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { email, requiredText, ruleMessage, text } from '@yip/rules';
import { CheckboxGroupField, RadioGroupField, SelectField } from './ChoiceFields.tsx';
import { FieldArray } from './FieldArray.tsx';
import { TextAreaField, TextField } from './TextFields.tsx';
import { renderForm } from './testing.tsx';

afterEach(cleanup);

const submit = () => act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Send' })));
const describedText = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

const teachers = z.object({ teachers: z.array(z.object({ name: text(50), email: email() })).min(1, { error: ruleMessage.tooFew }) });

function TeacherRows({ min = 1, max = 3 }: { min?: number; max?: number }) {
  return (
    <FieldArray
      name="teachers"
      legend="Advisors"
      min={min}
      max={max}
      newItem={() => ({ name: '', email: '' })}
      itemLegend={(i) => `Advisor ${i + 1}`}
      addLabel="Add an advisor"
      removeLabel={(i) => `Remove advisor ${i + 1}`}
    >
      {({ path, index }) => (
        <>
          <TextField name={`${path}.name`} label={`Name ${index + 1}`} />
          <TextField name={`${path}.email`} label={`E-mail ${index + 1}`} />
        </>
      )}
    </FieldArray>
  );
}

describe('errors are read by path', () => {
  it("shows the message of teachers.1.email under that field only, linked and marked invalid", async () => {
    const { submitted } = renderForm(teachers, { teachers: [{ name: 'Lin', email: 'lin@school.tw' }, { name: 'Wang', email: 'not-an-address' }] }, <TeacherRows />);
    await submit();
    const second = screen.getByLabelText('E-mail 2');
    expect(second.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(second)).toContain('Please enter a valid e-mail address');
    const first = screen.getByLabelText('E-mail 1');
    expect(first.getAttribute('aria-invalid')).toBeNull();
    expect(first.getAttribute('aria-describedby')).toBeNull();
    expect(submitted).toEqual([]);
  });

  it("renders a list's own rule (too few) and an unknown zod message from the catalogues", async () => {
    const schema = z.object({ teachers: teachers.shape.teachers, code: z.string().length(4) });
    renderForm(schema, { teachers: [{ name: 'Lin', email: 'lin@school.tw' }], code: '1' }, <><TeacherRows min={0} /><TextField name="code" label="Code" /></>);
    fireEvent.click(screen.getByRole('button', { name: 'Remove advisor 1' }));
    await submit();
    expect(screen.getByText('Not enough entries')).toBeTruthy();
    // zod's own English text is never shown: a message without a catalogue id reads as the generic one.
    expect(describedText(screen.getByLabelText('Code'))).toContain('Please check this field');
  });
});

describe('a failed submit focuses the first error in the page order', () => {
  it('skips valid fields and lands on the first invalid one', async () => {
    const schema = z.object({ first: requiredText(), second: requiredText(), third: requiredText() });
    renderForm(schema, { first: 'ok', second: '', third: '' }, <><TextField name="first" label="First" /><TextField name="second" label="Second" /><TextField name="third" label="Third" /></>);
    await submit();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Second')));
  });

  it("lands on a list's own message when the list comes first", async () => {
    const schema = z.object({ teachers: teachers.shape.teachers, after: requiredText() });
    renderForm(schema, { teachers: [], after: '' }, <><TeacherRows min={0} /><TextField name="after" label="After" /></>);
    await submit();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Not enough entries'));
  });

  it('focuses the chosen option of an invalid radio group, not the group', async () => {
    const schema = z.object({ level: z.enum(['college', 'vocational'], { error: ruleMessage.required }) });
    const options = [{ value: 'college', label: 'College' }, { value: 'vocational', label: 'Vocational' }];
    renderForm(schema, { level: undefined }, <RadioGroupField name="level" legend="Level" options={options} required />);
    await submit();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('College')));
    expect(screen.getByRole('radiogroup', { name: /Level/ }).getAttribute('aria-invalid')).toBe('true');
  });
});

describe('field arrays stay within min and max', () => {
  it('adds up to max, removes down to min, and keeps the focus on something', async () => {
    renderForm(teachers, { teachers: [{ name: '', email: '' }] }, <TeacherRows min={1} max={3} />);
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add an advisor' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add an advisor' }));
    expect(screen.getAllByRole('group', { name: /^Advisor \d$/ })).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Add an advisor' })).toBeNull();
    expect(screen.getByText('The limit of 3 is reached.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Name 3')));

    fireEvent.change(screen.getByLabelText('E-mail 3'), { target: { value: 'third@school.tw' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove advisor 2' }));
    expect(screen.getAllByRole('group', { name: /^Advisor \d$/ })).toHaveLength(2);
    // The rows after the removed one move up with their values.
    expect((screen.getByLabelText('E-mail 2') as HTMLInputElement).value).toBe('third@school.tw');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add an advisor' })));
    fireEvent.click(screen.getByRole('button', { name: 'Remove advisor 1' }));
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
  });
});

describe('the character counter counts what a reader sees', () => {
  it('counts a CJK character and an emoji (even a family or a flag) as one, and marks going over', () => {
    renderForm(z.object({ abstract: text(10) }), { abstract: '' }, <TextAreaField name="abstract" label="Abstract" max={10} />);
    const box = screen.getByLabelText('Abstract');
    fireEvent.change(box, { target: { value: '台灣👨‍👩‍👧🇹🇼ab' } });
    const counter = document.getElementById(box.getAttribute('aria-describedby')!.split(' ')[0]!)!;
    expect(counter.getAttribute('aria-live')).toBe('polite');
    expect(counter.textContent).toContain('6 / 10');
    expect(counter.textContent).toContain('6 of 10 characters');
    expect(counter.dataset.over).toBeUndefined();
    fireEvent.change(box, { target: { value: '慈濟科技創新競賽🚀🚀🚀' } });
    expect(counter.textContent).toContain('11 / 10');
    expect(counter.dataset.over).toBe('true');
  });

  it("shows the message of a field left over its limit on the counter's line, which was there before: nothing below moves", async () => {
    renderForm(z.object({ abstract: text(10) }), { abstract: '' }, <TextAreaField name="abstract" label="Abstract" max={10} />);
    const box = screen.getByLabelText('Abstract');
    const counterLine = document.getElementById(box.getAttribute('aria-describedby')!.split(' ')[0]!)!.parentElement!;
    const linesBefore = box.parentElement!.children.length;
    fireEvent.change(box, { target: { value: '慈濟科技創新競賽🚀🚀🚀' } });
    fireEvent.blur(box);
    await waitFor(() => expect(screen.getByText('Too many characters')).toBeTruthy());
    expect(screen.getByText('Too many characters').parentElement).toBe(counterLine);
    expect(box.parentElement!.children.length).toBe(linesBefore);
    expect(describedText(box)).toContain('Too many characters');
  });
});

describe('choices', () => {
  it('submits checkbox groups as numbers in the options order, selects and radios as strings', async () => {
    const schema = z.object({ subs: z.array(z.number()).min(1, { error: ruleMessage.sdgRequired }), level: z.string().min(1), main: z.string().min(1) });
    const sdgs = [1, 2, 3].map((n) => ({ value: n, label: `SDG ${n}` }));
    const { submitted } = renderForm(
      schema,
      { subs: [], level: '', main: '' },
      <>
        <CheckboxGroupField name="subs" legend="SDGs" options={sdgs} />
        <SelectField name="level" label="Level" options={[{ value: 'college', label: 'College' }]} />
        <RadioGroupField name="main" legend="Theme" options={[{ value: 'care', label: 'Care' }]} />
      </>,
    );
    await submit();
    expect(screen.getByText('Please choose at least one SDG')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('SDG 1'));
    fireEvent.click(screen.getByLabelText('SDG 3'));
    fireEvent.click(screen.getByLabelText('SDG 1'));
    fireEvent.change(screen.getByLabelText('Level'), { target: { value: 'college' } });
    fireEvent.click(screen.getByLabelText('Care'));
    await submit();
    expect(submitted).toEqual([{ subs: [1, 3], level: 'college', main: 'care' }]);
  });
});
