/** Web Push needs a service worker, the Push API and notifications; an insecure page or an old browser lacks one. */
export const hasWebPush = () =>
  window.isSecureContext && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
