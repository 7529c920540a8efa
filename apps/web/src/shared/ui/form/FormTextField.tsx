import { FormControl, FormHelperText, InputLabel, OutlinedInput, type OutlinedInputProps } from '@mui/material';
import { useId } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../i18n/translate-message.ts';

type InputProps = Pick<
  OutlinedInputProps,
  'type' | 'autoComplete' | 'autoFocus' | 'multiline' | 'minRows' | 'endAdornment' | 'inputProps'
>;

interface FormTextFieldProps<Values extends FieldValues> extends InputProps {
  name: FieldPath<Values>;
  control: Control<Values>;
  label: string;
  helperText?: string;
}

/**
 * A text field bound to react-hook-form that shows its validation message in the member's language.
 * Composed from the outlined input parts rather than TextField, whose select mode would bring menus
 * and popovers into every form's download.
 */
export function FormTextField<Values extends FieldValues>({
  name,
  control,
  label,
  helperText,
  ...inputProps
}: FormTextFieldProps<Values>) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => {
        const message = translateMessage(t, fieldState.error?.message) ?? helperText;
        return (
          <FormControl fullWidth error={!!fieldState.error} variant="outlined">
            <InputLabel htmlFor={id}>{label}</InputLabel>
            <OutlinedInput
              {...inputProps}
              id={id}
              label={label}
              name={field.name}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              aria-describedby={message ? `${id}-helper` : undefined}
            />
            {message && <FormHelperText id={`${id}-helper`}>{message}</FormHelperText>}
          </FormControl>
        );
      }}
    />
  );
}
