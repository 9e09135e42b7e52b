import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { CheckboxField, FieldError, TextField } from './fields';
import { GuidedForm } from './guided-form';

const scrolled: Element[] = [];
beforeAll(() => {
  Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
    scrolled.push(this);
  };
});
beforeEach(() => {
  scrolled.length = 0;
});

/** A step like the keywords step: a text field, then a list with no control of its own that must not be empty. */
function Step({ onValid }: { onValid: () => void }) {
  const [tags, setTags] = useState<string[]>([]);
  const [tagsError, setTagsError] = useState<string | undefined>();
  const { register, handleSubmit, formState } = useForm<{ name: string }>({ defaultValues: { name: 'Sipho' } });
  return (
    <GuidedForm
      onSubmit={handleSubmit(
        () => {
          if (!tags.length) setTagsError('Add at least one competitor.');
          else onValid();
        },
        () => undefined,
      )}
    >
      <TextField
        label="Business name"
        registration={register('name', { required: 'Enter your business name.' })}
        error={formState.errors.name?.message}
      />
      <div data-field="">
        <p>Competitors</p>
        <ul aria-label="Competitors added">
          {tags.map((t) => (
            <li key={t}>{t}</li>
          ))}
        </ul>
        <FieldError message={tagsError} />
      </div>
      <button type="button" onClick={() => setTags(['Cape Cakes'])}>
        Add a competitor
      </button>
      <button type="submit">Save and continue</button>
    </GuidedForm>
  );
}

it('brings the first problem into view and focuses its control, in page order', async () => {
  const user = userEvent.setup();
  render(<Step onValid={jest.fn()} />);
  await user.clear(screen.getByRole('textbox', { name: 'Business name' }));
  await user.click(screen.getByRole('button', { name: 'Save and continue' }));
  const name = screen.getByRole('textbox', { name: 'Business name' });
  await waitFor(() => expect(name).toHaveFocus());
  expect(scrolled).toContain(name);
});

it('focuses and shows a message whose field has no control to focus ("Add at least one competitor.")', async () => {
  const user = userEvent.setup();
  const onValid = jest.fn();
  render(<Step onValid={onValid} />);
  await user.click(screen.getByRole('button', { name: 'Save and continue' }));
  const message = await screen.findByText('Add at least one competitor.');
  // The message is focusable only for this: a screen reader reads it and the page scrolls to it.
  await waitFor(() => expect(message).toHaveFocus());
  expect(message).toHaveAttribute('tabindex', '-1');
  expect(scrolled).toContain(message);
  expect(onValid).not.toHaveBeenCalled();
});

it('leaves focus alone when the submit is valid', async () => {
  const user = userEvent.setup();
  const onValid = jest.fn();
  render(<Step onValid={onValid} />);
  await user.click(screen.getByRole('button', { name: 'Add a competitor' }));
  await user.click(screen.getByRole('button', { name: 'Save and continue' }));
  await waitFor(() => expect(onValid).toHaveBeenCalled());
  expect(scrolled).toEqual([]);
});

function Register() {
  const { register, formState } = useForm<{ password: string; terms: boolean }>({ mode: 'onTouched' });
  return (
    <form>
      <TextField
        label="Password"
        error={formState.errors.password?.message}
        {...register('password', { minLength: { value: 6, message: 'Too short.' } })}
      />
      <CheckboxField label="I accept the terms" {...register('terms')} />
    </form>
  );
}

it('checks a field that loses focus to a pointer press only once the press is over, so nothing moves under it', async () => {
  render(<Register />);
  const password = screen.getByLabelText('Password');
  const terms = screen.getByRole('checkbox', { name: 'I accept the terms' });
  const user = userEvent.setup();
  await user.type(password, 'abc');
  // The press on the checkbox moves focus away from the password: its message must wait.
  await user.pointer({ keys: '[MouseLeft>]', target: terms });
  expect(password).not.toHaveFocus();
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  expect(screen.queryByText('Too short.')).toBeNull();
  // The press ends on the checkbox: it is ticked where it was, then the password's message shows.
  await user.pointer({ keys: '[/MouseLeft]', target: terms });
  expect(terms).toBeChecked();
  expect(await screen.findByText('Too short.')).toBeVisible();
});

it('checks a field that loses focus to the keyboard at once', async () => {
  render(<Register />);
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Password'), 'abc');
  await user.tab();
  expect(await screen.findByText('Too short.')).toBeVisible();
});
