import { useEffect } from 'react';
import { platform } from '../../platform/index.ts';
import { useDialogs } from '../../shared/dialogs/use-dialogs.ts';

const promptedKey = 'hat.nativeAppPrompted';

/**
 * How long the screen someone opened shows before the offer covers part of it: they see what they
 * came for first, and the sheet's download and drawing stay out of the screen's first moments.
 */
const promptDelayMs = 4000;

/** Offers the app once per browser session on phones, so it does not nag on every page. */
export function useNativeAppPrompt() {
  const { openDialog } = useDialogs();
  useEffect(() => {
    if (!platform.isMobileBrowser() || sessionStorage.getItem(promptedKey)) return;
    const timer = setTimeout(() => {
      sessionStorage.setItem(promptedKey, 'true');
      openDialog('native-app', { replace: true });
    }, promptDelayMs);
    return () => clearTimeout(timer);
  }, [openDialog]);
}
