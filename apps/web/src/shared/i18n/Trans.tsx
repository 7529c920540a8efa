import { cloneElement, type ReactElement } from 'react';

const tag = /<(\w+)>(.*?)<\/\1>/g;

interface TransProps {
  /** A translated sentence in which `<name>words</name>` marks the words that `components[name]` wraps. */
  text: string;
  components: Record<string, ReactElement>;
}

/** Lets a translation decide where its links go, so each language can order the sentence its own way. */
export function Trans({ text, components }: TransProps) {
  const parts: (string | ReactElement)[] = [];
  let last = 0;
  for (const match of text.matchAll(tag)) {
    const [whole, name, words] = match;
    parts.push(text.slice(last, match.index));
    const component = name ? components[name] : undefined;
    parts.push(component ? cloneElement(component, { key: match.index }, words) : whole);
    last = match.index + whole.length;
  }
  parts.push(text.slice(last));
  return <>{parts}</>;
}
