import { useEffect } from 'react';
import { platform } from '../../platform/index.ts';
import { useDialogs } from '../../shared/dialogs/use-dialogs.ts';

const promptedKey = 'hat.nativeAppPrompted';

/** Offers the app once per browser session on phones, so it does not nag on every page. */
export function useNativeAppPrompt() {
  const { openDialog } = useDialogs();
  useEffect(() => {
    if (!platform.isMobileBrowser() || sessionStorage.getItem(promptedKey)) return;
    sessionStorage.setItem(promptedKey, 'true');
    openDialog('native-app', { replace: true });
  }, [openDialog]);
}
