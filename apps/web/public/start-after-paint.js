// A page the server sent drawn asks for the app's code only once it has painted (DESIGN §7): a
// phone then shows the screen as soon as the page is in, instead of after every script it needs.
// The page names the entry and the files of its screen on this script's element.
(() => {
  const { entry, files } = document.currentScript.dataset;
  // Each file named costs the main thread a few milliseconds on a phone's processor, and a
  // member's screen names about forty: named a few at a time, between them the page stays free
  // for a tap or a scroll instead of one task of a fifth of a second.
  const filesPerTask = 6;
  const wanted = JSON.parse(files).filter(({ media }) => !media || matchMedia(media).matches);
  const name = (from) => {
    for (const { href } of wanted.slice(from, from + filesPerTask)) {
      document.head.append(
        Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: '' }),
      );
    }
    if (from + filesPerTask < wanted.length) setTimeout(() => name(from + filesPerTask));
  };
  // After the frame that paints the text in its own font: until the font is in, the browser leaves
  // text unpainted, and scripts asked for meanwhile would share the phone's bandwidth with it.
  document.fonts.ready.then(() =>
    requestAnimationFrame(() =>
      setTimeout(() => {
        // The entry first: it and the framework are the largest downloads, and the app starts once they are in.
        document.head.append(
          Object.assign(document.createElement('script'), { type: 'module', src: entry, crossOrigin: '' }),
        );
        name(0);
      }),
    ),
  );
})();
