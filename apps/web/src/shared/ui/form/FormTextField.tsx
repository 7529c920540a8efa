import { TextField, type TextFieldProps } from '@mui/material';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../i18n/translate-message.ts';

type FormTextFieldProps<Values extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error'> & {
  name: FieldPath<Values>;
  control: Control<Values>;
};

/** A text field bound to react-hook-form that shows its validation message in the member's language. */
export function FormTextField<Values extends FieldValues>({
  name,
  control,
  helperText,
  ...props
}: FormTextFieldProps<Values>) {
  const { t } = useTranslation();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          name={field.name}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={!!fieldState.error}
          helperText={translateMessage(t, fieldState.error?.message) ?? helperText}
          fullWidth
        />
      )}
    />
  );
}
