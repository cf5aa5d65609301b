import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { issueText, requiredLine, wholeNumber } from '@campus/shared';
import { ApiRequestError } from '../../lib/api';
import { renderWithApp } from '../../test/render';
import { FormDateField, FormMultiSelect, FormSelect, FormTextField } from './form-fields';
import { showServerFieldError, useZodForm } from './use-zod-form';

const schema = z.object({
  code: requiredLine('Code', 10),
  name: requiredLine('Name', 40),
  years: wholeNumber(1, 6, issueText('masterData.duration', 'Duration must be 1 to 6 years')),
  level: z.enum(['UG', 'PG'], { error: 'Please choose a level' }),
  startsOn: z.iso.date({ error: 'Please enter a valid date' }),
});
type Saved = z.output<typeof schema>;

/** A small form as a screen builds it; `answer` is what the server says to a save. */
function CourseForm({ saved, answer }: { saved: Saved[]; answer?: Error }) {
  const form = useZodForm(schema, { code: '', name: '', years: '', level: '', startsOn: '' } as never);
  const submit = form.handleSubmit((values) => {
    if (answer && showServerFieldError(form, answer)) return;
    saved.push(values);
  });
  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      <FormTextField control={form.control} name="code" label="Code" required />
      <FormTextField control={form.control} name="name" label="Name" required helperText="As printed on certificates" />
      <FormTextField control={form.control} name="years" label="Years" />
      <FormSelect
        control={form.control}
        name="level"
        label="Level"
        emptyLabel="None"
        options={[
          { value: 'UG', label: 'Undergraduate' },
          { value: 'PG', label: 'Postgraduate' },
        ]}
      />
      <FormDateField control={form.control} name="startsOn" label="Starts on" />
      <button type="submit">Save</button>
    </form>
  );
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Code/), '  B.Tech ');
  await user.type(screen.getByLabelText(/^Name/), 'Bachelor of Technology');
  await user.type(screen.getByLabelText('Years'), '4');
  await user.click(screen.getByRole('combobox', { name: 'Level' }));
  await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Undergraduate' }));
  await user.type(screen.getByLabelText('Starts on'), '01-08-2025');
}

/** The text a screen reader reads after the field's name: its helper text. */
const describedBy = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

afterEach(cleanup);

// Typing a whole form takes a few seconds in jsdom on a busy machine.
describe('the form layer', { timeout: 30_000 }, () => {
  it("marks each required field with the schema's message and sends nothing", async () => {
    const saved: Saved[] = [];
    const user = userEvent.setup();
    await renderWithApp(<CourseForm saved={saved} />);
    expect(describedBy(screen.getByLabelText(/^Name/))).toBe('As printed on certificates');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(describedBy(screen.getByLabelText(/^Code/))).toBe('Code is required'));
    expect(screen.getByLabelText(/^Code/).getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(screen.getByLabelText(/^Name/))).toBe('Name is required');
    expect(describedBy(screen.getByLabelText('Years'))).toBe('Duration must be 1 to 6 years');
    expect(describedBy(screen.getByRole('combobox', { name: 'Level' }))).toBe('Please choose a level');
    expect(saved).toEqual([]);
  });

  it('hands the submit what the schema made of the text: trimmed, numbers as numbers, the ISO day', async () => {
    const saved: Saved[] = [];
    const user = userEvent.setup();
    await renderWithApp(<CourseForm saved={saved} />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({ code: 'B.Tech', name: 'Bachelor of Technology', years: 4, level: 'UG', startsOn: '2025-08-01' });
  });

  it("shows the server's message on the field it names", async () => {
    const saved: Saved[] = [];
    const user = userEvent.setup();
    const taken = new ApiRequestError('Conflict', 409, { message: "Course code 'B.Tech' already exists", field: 'code' });
    await renderWithApp(<CourseForm saved={saved} answer={taken} />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(describedBy(screen.getByLabelText(/^Code/))).toBe("Course code 'B.Tech' already exists"));
    expect(document.activeElement).toBe(screen.getByLabelText(/^Code/));
    expect(screen.getByLabelText(/^Name/).getAttribute('aria-invalid')).not.toBe('true');
    expect(saved).toEqual([]);
  });

  it('leaves a message that names no field of the form to the screen', async () => {
    const saved: Saved[] = [];
    const user = userEvent.setup();
    const elsewhere = new ApiRequestError('Server error', 500, { message: 'Something went wrong' });
    await renderWithApp(<CourseForm saved={saved} answer={elsewhere} />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(1));
  });

  it('a list of choices hands the submit the values ticked, and says when none is', async () => {
    const listSchema = z.object({ modules: z.array(z.enum(['naac', 'nirf', 'erp'])).min(1, 'Please choose a module') });
    const seen: z.output<typeof listSchema>[] = [];
    function ModulesForm() {
      const form = useZodForm(listSchema, { modules: [] });
      const options = [
        { value: 'naac', label: 'NAAC' },
        { value: 'nirf', label: 'NIRF' },
        { value: 'erp', label: 'ERP' },
      ];
      return (
        <form noValidate onSubmit={(e) => void form.handleSubmit((v) => void seen.push(v))(e)}>
          <FormMultiSelect control={form.control} name="modules" label="Modules" options={options} />
          <button type="submit">Save</button>
        </form>
      );
    }
    const user = userEvent.setup();
    await renderWithApp(<ModulesForm />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(describedBy(screen.getByRole('combobox', { name: 'Modules' }))).toBe('Please choose a module'));
    await user.click(screen.getByRole('combobox', { name: 'Modules' }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'NIRF' }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'NAAC' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('combobox', { name: 'Modules' }).textContent).toBe('NIRF, NAAC');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(seen).toEqual([{ modules: ['nirf', 'naac'] }]));
  });
});
