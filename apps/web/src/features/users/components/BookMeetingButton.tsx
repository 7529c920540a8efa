import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import { Button } from '@mui/material';

/** The member's own booking page (Calendly and the like), opened in a new tab. */
export function BookMeetingButton({ href, label }: { href: string; label: string }) {
  return (
    <Button
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      variant="contained"
      startIcon={<EventAvailableOutlinedIcon />}
    >
      {label}
    </Button>
  );
}
