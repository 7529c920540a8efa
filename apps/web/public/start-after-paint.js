// A page the server sent drawn asks for the app's code only once it has painted (DESIGN §7): a
// phone then shows the screen as soon as the page is in, instead of after every script it needs.
// The page names the entry and the files of its screen on this script's element.
(() => {
  const { entry, files } = document.currentScript.dataset;
  requestAnimationFrame(() =>
    setTimeout(() => {
      for (const { href, media } of JSON.parse(files)) {
        if (media && !matchMedia(media).matches) continue;
        const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: '' });
        document.head.append(link);
      }
      const script = Object.assign(document.createElement('script'), { type: 'module', src: entry, crossOrigin: '' });
      document.head.append(script);
    }),
  );
})();
