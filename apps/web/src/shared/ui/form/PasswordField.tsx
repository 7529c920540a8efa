import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { IconButton, InputAdornment } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { FormTextField } from './FormTextField.tsx';
import type { Field } from './use-form.ts';

interface PasswordFieldProps {
  field: Field<string>;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  helperText?: string;
}

export function PasswordField(props: PasswordFieldProps) {
  const { t } = useTranslation();
  const [isVisible, setVisible] = useState(false);
  return (
    <FormTextField
      {...props}
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
