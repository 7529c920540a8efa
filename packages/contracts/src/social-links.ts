/** Social kinds of SPEC §9, each with the canonical profile URL a handle becomes. */
export const socialKinds = ['linkedin', 'twitter', 'instagram'] as const;
export type SocialKind = (typeof socialKinds)[number];

const profileBase: Record<SocialKind, string> = {
  linkedin: 'https://www.linkedin.com/in/',
  twitter: 'https://x.com/',
  instagram: 'https://www.instagram.com/',
};

const hosts: Record<SocialKind, RegExp> = {
  linkedin: /^(?:[a-z]{2,3}\.)?linkedin\.com$/,
  twitter: /^(?:mobile\.)?(?:twitter|x)\.com$/,
  instagram: /^instagram\.com$/,
};

const handlePattern: Record<SocialKind, RegExp> = {
  linkedin: /^[A-Za-z0-9-_%]{3,100}$/,
  twitter: /^[A-Za-z0-9_]{1,15}$/,
  instagram: /^[A-Za-z0-9._]{1,30}$/,
};

/**
 * A full URL or a bare handle ("@ana", "ana", "x.com/ana", "https://www.linkedin.com/in/ana/")
 * as the one canonical URL stored and shown; null when it is neither.
 */
export function normaliseSocialLink(kind: SocialKind, input: string): string | null {
  const text = input.trim();
  let handle = text.replace(/^@/, '');
  if (/[/.]/.test(text) && (/^https?:\/\//i.test(text) || /^(www\.)?[a-z.]+\.com\//i.test(text))) {
    let url: URL;
    try {
      url = new URL(/^https?:\/\//i.test(text) ? text : `https://${text}`);
    } catch {
      return null;
    }
    if (!hosts[kind].test(url.hostname.toLowerCase().replace(/^www\./, ''))) return null;
    const segments = url.pathname.split('/').filter(Boolean);
    handle = (kind === 'linkedin' ? (segments[0] === 'in' ? segments[1] : undefined) : segments[0]) ?? '';
  }
  return handlePattern[kind].test(handle) ? `${profileBase[kind]}${handle}` : null;
}
