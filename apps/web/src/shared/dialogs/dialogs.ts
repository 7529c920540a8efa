import { type ComponentType, createContext } from 'react';

export interface DialogComponentProps {
  open: boolean;
  onClose: () => void;
}

/** A feature's dialogs by the name used in `?dialog=`; each downloads only when first opened. */
export type DialogEntries = Record<string, ComponentType<DialogComponentProps>>;

/**
 * Every dialog's name. Each feature declares its own into this interface from its `*.dialogs.ts`
 * (`declare module '../../shared/dialogs/dialogs.ts'`), so any screen names any dialog, checked,
 * while only `app/` imports the features' dialogs.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging in the features.
export interface Dialogs {}

export type DialogName = keyof Dialogs;

/** Whether a `?dialog=` value names a dialog: the app provides it from its list of the features' dialogs. */
export const DialogNames = createContext<(value: string) => value is DialogName>(
  (_value): _value is DialogName => false,
);
