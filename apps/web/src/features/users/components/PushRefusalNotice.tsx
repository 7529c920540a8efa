import { Alert } from '@mui/material';

/**
 * Why this device gets no pushes, under the push channel. Shown only when pushes were refused
 * here, so its code downloads only then: the privacy screen is the largest first download of a
 * member's settings (DESIGN §7: 180 KB).
 */
export default function PushRefusalNotice({ text }: { text: string }) {
  return (
    <Alert severity="warning" role="status" sx={{ mt: 0.5, mb: 1 }}>
      {text}
    </Alert>
  );
}
