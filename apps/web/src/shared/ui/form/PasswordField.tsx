import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { IconButton, InputAdornment } from '@mui/material';
import { useState } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from './FormTextField.tsx';

interface PasswordFieldProps<Values extends FieldValues> {
  name: FieldPath<Values>;
  control: Control<Values>;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  helperText?: string;
}

export function PasswordField<Values extends FieldValues>({ helperText, ...props }: PasswordFieldProps<Values>) {
  const { t } = useTranslation();
  const [isVisible, setVisible] = useState(false);
  return (
    <FormTextField
      {...props}
      helperText={helperText}
      type={isVisible ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            onClick={() => setVisible(!isVisible)}
            aria-label={isVisible ? t('actions.hidePassword') : t('actions.showPassword')}
            edge="end"
          >
            {isVisible ? <VisibilityOffIcon /> : <VisibilityIcon />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
