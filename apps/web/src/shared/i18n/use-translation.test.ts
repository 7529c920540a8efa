// @vitest-environment happy-dom
import { createElement, type ReactNode, Suspense, startTransition } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTranslation } from './use-translation.ts';

// The words arrive over the network after the screen has started rendering.
vi.mock('./locales/en/legal.ts', async (importOriginal) => {
  await new Promise((resolve) => setTimeout(resolve, 50));
  return importOriginal();
});

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

function LegalHeading() {
  const { t } = useTranslation('legal');
  return createElement('h1', null, t('terms.title'));
}

describe('useTranslation', () => {
  it('renders a screen whose words are not downloaded yet once they arrive, without a React error', async () => {
    const errors: unknown[] = [];
    // The development build reports a hook order broken by a suspension on the console.
    vi.spyOn(console, 'error').mockImplementation((...logged) => errors.push(logged.join(' ')));
    const element = document.body.appendChild(document.createElement('div'));
    const root = createRoot(element, {
      onUncaughtError: (error) => errors.push(error),
      onCaughtError: (error) => errors.push(error),
      onRecoverableError: (error) => errors.push(error),
    });

    const screen = (content: ReactNode) => createElement(Suspense, { fallback: 'loading' }, content);
    flushSync(() => root.render(screen('home')));
    // A navigation is a transition: React keeps the screen shown, waits for the words, then resumes
    // the render it paused.
    startTransition(() => root.render(screen(createElement(LegalHeading))));
    await vi.waitFor(() => expect(element.textContent).toBe('Terms and conditions'));

    expect(errors).toEqual([]);
    root.unmount();
  });
});
