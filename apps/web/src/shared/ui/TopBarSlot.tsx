import { createContext, type ReactNode, use, useState } from 'react';
import { createPortal } from 'react-dom';

interface TopBarSlotState {
  slot: HTMLElement | null;
  setSlot: (element: HTMLElement | null) => void;
}

const TopBarSlotContext = createContext<TopBarSlotState>({ slot: null, setSlot: () => {} });

/**
 * The place in the top bar where a screen puts its own controls (SPEC §2: on search the top bar
 * shows the search field instead of the logo). The shell draws the top bar, the screen owns the
 * field and its state: the screen renders it here, and the top bar's code stays the same size.
 */
export function TopBarSlotProvider({ children }: { children: ReactNode }) {
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  return <TopBarSlotContext value={{ slot, setSlot }}>{children}</TopBarSlotContext>;
}

/** The ref the top bar gives the element that holds a screen's controls. */
export const useTopBarSlotRef = () => use(TopBarSlotContext).setSlot;

/** Renders `children` in the top bar, once the top bar has drawn the place for them. */
export function InTopBar({ children }: { children: ReactNode }) {
  const { slot } = use(TopBarSlotContext);
  return slot ? createPortal(children, slot) : null;
}
