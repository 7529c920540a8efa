import { LogoMark } from './Logo.tsx';

/**
 * Shown before the theme, the translations and the server's configuration exist, so it uses
 * nothing but inline styles and the mark (the brand name needs no translation).
 */
export function Splash() {
  return (
    <div
      role="progressbar"
      aria-label="Here & There"
      style={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', background: '#0b1517', color: '#e8f4f2' }}
    >
      <div style={{ animation: 'hat-pulse 1.4s ease-in-out infinite' }}>
        <style>
          {'@keyframes hat-pulse{0%,100%{opacity:.55;transform:scale(.96)}50%{opacity:1;transform:scale(1)}}'}
        </style>
        <LogoMark size={64} />
      </div>
    </div>
  );
}
