import { FormControl, FormHelperText, InputLabel, OutlinedInput, type OutlinedInputProps } from '@mui/material';
import { useId } from 'react';
import { translateMessage } from '../../i18n/translate-message.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { Field } from './use-form.ts';

type InputProps = Pick<
  OutlinedInputProps,
  'type' | 'autoComplete' | 'autoFocus' | 'multiline' | 'minRows' | 'endAdornment' | 'inputProps' | 'disabled'
>;

interface FormTextFieldProps extends InputProps {
  field: Field<string>;
  label: string;
  helperText?: string;
}

/**
 * A text field bound to a form field that shows its validation message in the member's language.
 * Composed from the outlined input parts rather than TextField, whose select mode would bring menus
 * and popovers into every form's download.
 */
export function FormTextField({ field, label, helperText, ...inputProps }: FormTextFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const message = translateMessage(t, field.error) ?? helperText;
  // A date or time input always shows its pattern (day/month/year, --:--), so its label sits on the frame from the start.
  const hasPattern =
    inputProps.type === 'date' || inputProps.type === 'datetime-local' || inputProps.type === 'time' || undefined;
  return (
    <FormControl fullWidth error={!!field.error} disabled={inputProps.disabled} variant="outlined">
      <InputLabel htmlFor={id} shrink={hasPattern}>
        {label}
      </InputLabel>
      <OutlinedInput
        {...inputProps}
        id={id}
        notched={hasPattern}
        label={label}
        name={field.name}
        value={field.value}
        onChange={(event) => field.onChange(event.target.value)}
        inputRef={field.ref}
        aria-describedby={message ? `${id}-helper` : undefined}
      />
      {message && <FormHelperText id={`${id}-helper`}>{message}</FormHelperText>}
    </FormControl>
  );
}
