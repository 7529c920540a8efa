import { Button } from '@mui/material';

/** "Show more" under a list that loads page by page; shown only while there is a next page. */
export function LoadMoreButton({
  list,
  label,
}: {
  list: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };
  label: string;
}) {
  if (!list.hasNextPage) return null;
  return (
    <Button
      variant="outlined"
      color="inherit"
      onClick={() => void list.fetchNextPage()}
      loading={list.isFetchingNextPage}
      sx={{ alignSelf: 'center' }}
    >
      {label}
    </Button>
  );
}
