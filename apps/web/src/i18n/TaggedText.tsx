import { cloneElement, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

// `<name/>` (the element as given) or `<name>text</name>` (the element around the text); flat,
// as our translations use them.
const TAG = /<(\w+)\s*\/>|<(\w+)>(.*?)<\/\2>/g;

/** A translation's tags replaced by the given elements; a tag without one keeps its text. */
export function fillTags(text: string, components: Record<string, ReactElement>): ReactNode[] {
  const parts: ReactNode[] = [];
  let end = 0;
  for (const match of text.matchAll(TAG)) {
    if (match.index > end) parts.push(text.slice(end, match.index));
    const [, selfClosing, name, inner] = match;
    const element = components[selfClosing ?? name];
    if (element) {
      const key = parts.length;
      parts.push(
        inner === undefined
          ? cloneElement(element, { key })
          : cloneElement(element, { key }, inner),
      );
    } else if (inner) parts.push(inner);
    end = match.index + match[0].length;
  }
  if (end < text.length) parts.push(text.slice(end));
  return parts;
}

/**
 * A translation with elements in it, for the login page: react-i18next's Trans would bring an
 * HTML parser into the login page's first script (issue 24); the areas behind sign-in use Trans.
 */
export function TaggedText({
  i18nKey,
  components,
}: {
  i18nKey: string;
  components: Record<string, ReactElement>;
}) {
  const { t } = useTranslation();
  return <>{fillTags(t(i18nKey), components)}</>;
}
