/**
 * How every tool here drives the system's Chromium (the browser journeys, the Lighthouse
 * benchmark): Debian's build, without the sandbox (these machines run as root), the GPU, QUIC or
 * anything that reaches the network on its own.
 */
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
