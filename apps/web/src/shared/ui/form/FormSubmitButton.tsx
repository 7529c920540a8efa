import { Button } from '@mui/material';
import type { ReactNode } from 'react';

/** The submit button at the foot of a page's form: full width on phones, at the right from `sm` up. */
export function FormSubmitButton({ isSubmitting, children }: { isSubmitting: boolean; children: ReactNode }) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      loading={isSubmitting}
      sx={{ alignSelf: { sm: 'flex-end' } }}
    >
      {children}
    </Button>
  );
}
