import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { FormControl, FormHelperText, type InputBaseComponentProps, InputLabel, OutlinedInput } from '@mui/material';
import { type ElementType, useId } from 'react';
import type { SelectOption } from './SelectField.tsx';

interface NativeSelectFieldProps<Value extends string> {
  label: string;
  value: Value;
  options: readonly (SelectOption<Value> & { label: string })[];
  onChange: (value: Value) => void;
  name?: string;
  helperText?: string;
}

/**
 * The browser's own select in the outlined frame of the other fields: for a form that must start
 * light, where even `SelectField`'s closed display is too much (its list is the phone's own picker).
 */
export function NativeSelectField<Value extends string>({
  label,
  value,
  options,
  onChange,
  name,
  helperText,
}: NativeSelectFieldProps<Value>) {
  const id = useId();
  return (
    <FormControl fullWidth>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value as Value)}
        // The outlined input draws whatever element it is given as its input; here the native select.
        inputComponent={'select' as unknown as ElementType<InputBaseComponentProps>}
        inputProps={{
          children: options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          )),
          'aria-describedby': helperText ? `${id}-helper` : undefined,
        }}
        endAdornment={
          <ArrowDropDownIcon sx={{ position: 'absolute', right: 7, pointerEvents: 'none', color: 'action.active' }} />
        }
        sx={{ '& select': { appearance: 'none', cursor: 'pointer', pr: '32px' } }}
      />
      {helperText && <FormHelperText id={`${id}-helper`}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
