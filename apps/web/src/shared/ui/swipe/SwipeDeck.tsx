import { Box, Button, Stack, Typography } from '@mui/material';
import { type PointerEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { gestureOutcome, type SwipeDirection, swipeProgress } from './swipe.ts';

/** How long a card takes to fly off or to snap back. */
const settleMs = 220;

/** What a card's side does: its button, and the stamp shown while the card is dragged that way. */
export interface DeckAction<Item> {
  label: string;
  icon: ReactNode;
  /** The button's name for screen readers, naming the card's person or thing. */
  nameFor: (item: Item) => string;
  /** The stamp's colour. */
  color: string;
}

/** How the deck dresses a card: behind the top one, or on top with its stamp and buttons. */
export interface CardDecoration {
  isBehind?: boolean;
  stamp?: { label: string; color: string; side: 'left' | 'right' };
  stampOpacity?: number;
  actions?: ReactNode;
}

interface SwipeDeckProps<Item> {
  /** The deck in order; an item that leaves the data leaves the deck, and one sent away stays counted. */
  items: readonly Item[];
  keyOf: (item: Item) => string;
  /** An item's card, usually a `DeckCard`, dressed by the deck. */
  renderCard: (item: Item, decoration: CardDecoration) => ReactNode;
  /** Left: pass on the card. */
  skip: DeckAction<Item>;
  /** Right: the card's positive action (SPEC §4). */
  accept: DeckAction<Item>;
  onDismiss: (item: Item, direction: SwipeDirection) => void;
  progressLabel: (current: number, total: number) => string;
  /** What shows once every card is gone (SPEC §4: the recent users). */
  whenEmpty: ReactNode;
}

/**
 * A deck of cards, one at a time (SPEC §4): the top card is dragged with a mouse or a finger, or
 * sent off with its buttons, which do the same for keyboards and screen readers.
 */
export function SwipeDeck<Item>({
  items,
  keyOf,
  renderCard,
  skip,
  accept,
  onDismiss,
  progressLabel,
  whenEmpty,
}: SwipeDeckProps<Item>) {
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(new Set());
  // After a button sent a card away, the same button on the next card takes the focus.
  const [focusedButton, setFocusedButton] = useState<SwipeDirection | null>(null);

  const remaining = items.filter((item) => !dismissed.has(keyOf(item)));
  const [current, next] = remaining;
  if (current === undefined) return whenEmpty;

  const dismiss = (item: Item, direction: SwipeDirection, isByButton: boolean) => {
    setDismissed((previous) => new Set(previous).add(keyOf(item)));
    setFocusedButton(isByButton ? direction : null);
    onDismiss(item, direction);
  };

  return (
    <>
      <Typography variant="overline" color="text.secondary" component="p" sx={{ mt: 2 }} aria-live="polite">
        {progressLabel(dismissed.size + 1, dismissed.size + remaining.length)}
      </Typography>
      <Box sx={{ position: 'relative', mt: 1 }}>
        {next !== undefined && renderCard(next, { isBehind: true })}
        <SwipeCard
          key={keyOf(current)}
          item={current}
          renderCard={renderCard}
          skip={skip}
          accept={accept}
          focusedButton={focusedButton}
          onDismiss={(direction, isByButton) => dismiss(current, direction, isByButton)}
        />
      </Box>
    </>
  );
}

interface SwipeCardProps<Item> extends Pick<SwipeDeckProps<Item>, 'renderCard' | 'skip' | 'accept'> {
  item: Item;
  focusedButton: SwipeDirection | null;
  onDismiss: (direction: SwipeDirection, isByButton: boolean) => void;
}

/** The top card: dragged with pointer events, or sent off with its buttons. */
function SwipeCard<Item>({ item, renderCard, skip, accept, focusedButton, onDismiss }: SwipeCardProps<Item>) {
  const [dragX, setDragX] = useState(0);
  const [isDragging, setDragging] = useState(false);
  const [leaving, setLeaving] = useState<SwipeDirection | null>(null);
  const startX = useRef<number | null>(null);
  const leaveTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(leaveTimer.current), []);

  const leave = (direction: SwipeDirection, isByButton = false) => {
    if (leaving) return;
    setLeaving(direction);
    setDragX((direction === 'right' ? 1 : -1) * window.innerWidth);
    leaveTimer.current = setTimeout(() => onDismiss(direction, isByButton), settleMs);
  };

  const press = (event: PointerEvent<HTMLElement>) => {
    // Only the main button drags; the card's own buttons and links keep their clicks.
    if (leaving || event.button !== 0 || (event.target as HTMLElement).closest('button, a')) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    startX.current = event.clientX;
    setDragging(true);
  };
  const move = (event: PointerEvent<HTMLElement>) => {
    if (startX.current !== null) setDragX(event.clientX - startX.current);
  };
  const end = (kind: 'release' | 'cancel', event: PointerEvent<HTMLElement>) => {
    if (startX.current === null) return;
    const distance = event.clientX - startX.current;
    startX.current = null;
    setDragging(false);
    const direction = gestureOutcome(kind, distance, window.innerWidth);
    if (direction) leave(direction);
    else setDragX(0);
  };

  const button = (direction: SwipeDirection, action: DeckAction<Item>) => (
    <Button
      variant={direction === 'right' ? 'contained' : 'outlined'}
      color={direction === 'right' ? 'primary' : 'inherit'}
      size="large"
      startIcon={action.icon}
      onClick={() => leave(direction, true)}
      autoFocus={focusedButton === direction}
      aria-label={action.nameFor(item)}
      sx={{ flex: 1, maxWidth: 180 }}
    >
      {action.label}
    </Button>
  );

  return (
    <Box
      data-testid="swipe-card"
      data-dragging={isDragging}
      onPointerDown={press}
      onPointerMove={move}
      onPointerUp={(event) => end('release', event)}
      // The capture is lost after a release too, by which time the gesture is already over.
      onPointerCancel={(event) => end('cancel', event)}
      onLostPointerCapture={(event) => end('cancel', event)}
      // The browser's own drag of a picture would take the pointer away mid-swipe.
      onDragStart={(event) => event.preventDefault()}
      sx={{
        position: 'relative',
        zIndex: 1,
        touchAction: 'pan-y',
        userSelect: 'none',
        '& img': { WebkitUserDrag: 'none', userDrag: 'none' },
        cursor: isDragging ? 'grabbing' : 'grab',
        transform: `translateX(${dragX}px) rotate(${dragX / 40}deg)`,
        transition: isDragging ? 'none' : `transform ${settleMs}ms ease-out`,
      }}
    >
      {renderCard(item, {
        stamp:
          dragX > 0
            ? { label: accept.label, color: accept.color, side: 'left' }
            : { label: skip.label, color: skip.color, side: 'right' },
        stampOpacity: dragX === 0 ? 0 : swipeProgress(dragX, window.innerWidth),
        actions: (
          <Stack direction="row" sx={{ gap: 1.5, justifyContent: 'center' }}>
            {button('left', skip)}
            {button('right', accept)}
          </Stack>
        ),
      })}
    </Box>
  );
}
