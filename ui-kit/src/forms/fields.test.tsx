import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { CheckboxField, ChoiceGroup, FileDrop, SelectField, TextAreaField, TextField } from './fields';

function Form() {
  const { register } = useForm<{ name: string; bio: string; category: string; terms: boolean; vat: string }>();
  return (
    <form>
      <TextField label="Business name" hint="As customers know it" error="Enter your business name." {...register('name')} />
      <TextAreaField label="Description" registration={register('bio')} counter={<p>12 characters left</p>} />
      <SelectField
        label="Category"
        placeholder="Choose a category"
        options={[{ value: 'bakery', label: 'Bakery' }]}
        {...register('category')}
      />
      <CheckboxField label="I accept the terms" error="Accept the terms to continue." {...register('terms')} />
      <ChoiceGroup
        legend="Is your business in South Africa?"
        inline
        registration={register('vat')}
        options={[
          { value: 'yes', title: 'Yes' },
          { value: 'no', title: 'No', disabled: true },
        ]}
      />
    </form>
  );
}

it('ties each control to its label, hint and message', () => {
  render(<Form />);
  const name = screen.getByRole('textbox', { name: 'Business name' });
  expect(name).toHaveAccessibleDescription('As customers know it Enter your business name.');
  expect(name).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByRole('textbox', { name: 'Description' })).not.toHaveAttribute('aria-invalid');
  expect(screen.getByRole('combobox', { name: 'Category' })).toHaveDisplayValue('Choose a category');
  expect(screen.getByRole('checkbox', { name: 'I accept the terms' })).toHaveAccessibleDescription('Accept the terms to continue.');
  expect(screen.getByRole('radio', { name: 'No' })).toBeDisabled();
});

it('a drop zone hands over the chosen file and then shows its name and preview', async () => {
  const onFile = jest.fn();
  const { rerender } = render(<FileDrop label="Shop photo" hint="A JPEG or PNG" accept="image/*" onFile={onFile} />);
  const input = screen.getByLabelText('Shop photo');
  expect(input).toHaveAccessibleDescription('A JPEG or PNG');
  expect(screen.getByText('Choose a file or drag it here')).toBeInTheDocument();
  const file = new File(['x'], 'shopfront.png', { type: 'image/png' });
  await userEvent.upload(input, file);
  expect(onFile).toHaveBeenCalledWith(file);
  rerender(<FileDrop label="Shop photo" accept="image/*" onFile={onFile} fileName="shopfront.png" previewUrl="/x.png" error="Too large" />);
  expect(screen.getByText('shopfront.png')).toBeInTheDocument();
  expect(screen.getByText('Choose another file')).toBeInTheDocument();
  expect(screen.getByLabelText('Shop photo')).toHaveAttribute('aria-invalid', 'true');
});
