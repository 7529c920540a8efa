import { describe, expect, it } from 'vitest';
import { linkify } from './linkify.ts';

describe('linkify', () => {
  it('makes an https address a link and keeps the words around it', () => {
    expect(linkify('see https://example.com/a?b=1 now')).toEqual([
      { kind: 'text', text: 'see ' },
      { kind: 'link', text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { kind: 'text', text: ' now' },
    ]);
  });

  it('leaves the full stop that ends a sentence out of the link', () => {
    expect(linkify('Go to http://example.org.')).toEqual([
      { kind: 'text', text: 'Go to ' },
      { kind: 'link', text: 'http://example.org', href: 'http://example.org/' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('never makes a javascript or data address a link', () => {
    expect(linkify('javascript:alert(1) data:text/html,<b>x</b>')).toEqual([
      { kind: 'text', text: 'javascript:alert(1) data:text/html,<b>x</b>' },
    ]);
  });

  it('keeps markup as plain text', () => {
    expect(linkify('<img src=x onerror=alert(1)>')).toEqual([{ kind: 'text', text: '<img src=x onerror=alert(1)>' }]);
  });
});
