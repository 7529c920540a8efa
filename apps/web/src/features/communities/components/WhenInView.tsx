import { Box } from '@mui/material';
import { type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * Its children once the place they take comes into view: a part far down a page (and its code)
 * downloads when the member scrolls to it, not with the page's first screen (DESIGN §7).
 */
export function WhenInView({ children, minHeight }: { children: ReactNode; minHeight: number }) {
  const place = useRef<HTMLDivElement>(null);
  const [isInView, setInView] = useState(false);
  useEffect(() => {
    const element = place.current;
    if (!element || isInView) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setInView(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [isInView]);
  return isInView ? children : <Box ref={place} sx={{ minHeight }} />;
}
