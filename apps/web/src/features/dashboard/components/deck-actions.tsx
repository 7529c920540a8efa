import type { User } from '@here-and-there/contracts';
import CloseIcon from '@mui/icons-material/Close';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import { brand } from '../../../app/theme/theme.ts';
import type { TFunction } from '../../../shared/i18n/resources.ts';
import type { DeckAction } from '../../../shared/ui/swipe/SwipeDeck.tsx';

/** Left on any deck of people: pass on them. */
export const skipPerson = <Item,>(t: TFunction<'dashboard'>, personOf: (item: Item) => User): DeckAction<Item> => ({
  label: t('deck.skip'),
  icon: <CloseIcon />,
  nameFor: (item) => t('deck.skipName', { name: personOf(item).display_name }),
  color: brand.coral,
});

/** Right on any deck of people (SPEC §4): a close connection. */
export const closePerson = <Item,>(t: TFunction<'dashboard'>, personOf: (item: Item) => User): DeckAction<Item> => ({
  label: t('deck.close'),
  icon: <FavoriteBorderIcon />,
  nameFor: (item) => t('deck.closeName', { name: personOf(item).display_name }),
  color: brand.teal,
});
