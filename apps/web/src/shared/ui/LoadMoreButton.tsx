import { Button } from '@mui/material';
import { useEffect, useRef } from 'react';

interface LoadMoreButtonProps {
  list: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };
  label: string;
  /** Infinite scroll: the next page loads as the button scrolls into view; the button stays for keyboards. */
  loadsWhenInView?: boolean;
}

/** "Show more" under a list that loads page by page; shown only while there is a next page. */
export function LoadMoreButton({ list, label, loadsWhenInView = false }: LoadMoreButtonProps) {
  const button = useRef<HTMLButtonElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  useEffect(() => {
    const element = button.current;
    if (!loadsWhenInView || !element || !hasNextPage || isFetchingNextPage) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) void fetchNextPage();
      },
      // A screen ahead, so the next page is usually in before the member reaches the end.
      { rootMargin: '0px 0px 100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [loadsWhenInView, hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (!hasNextPage) return null;
  return (
    <Button
      ref={button}
      variant="outlined"
      color="inherit"
      onClick={() => void fetchNextPage()}
      loading={isFetchingNextPage}
      sx={{ alignSelf: 'center' }}
    >
      {label}
    </Button>
  );
}
