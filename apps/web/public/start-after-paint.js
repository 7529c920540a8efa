// A page the server sent drawn asks for the app's code only once it has painted (DESIGN §7): a
// phone then shows the screen as soon as the page is in, instead of after every script it needs.
// The page names the entry and the files of its screen on this script's element.
(() => {
  const { entry, files } = document.currentScript.dataset;
  // Each file named costs the main thread a few milliseconds on a phone's processor, and a
  // member's screen names about forty: named two at a time, between them the page stays free for
  // a tap or a scroll, where six at a time still made tasks long enough to count as blocking.
  const filesPerTask = 2;
  const name = (wanted, from) => {
    for (const { href } of wanted.slice(from, from + filesPerTask)) {
      document.head.append(
        Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: '' }),
      );
    }
    if (from + filesPerTask < wanted.length) setTimeout(() => name(wanted, from + filesPerTask));
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
        setTimeout(() => {
          // Matched against the screen only now: asked while the page was still being laid out
          // for its first paint, a media query made the browser lay it out then and there.
          const wanted = JSON.parse(files).filter(({ media }) => !media || matchMedia(media).matches);
          name(wanted, 0);
        });
      }),
    ),
  );
})();
