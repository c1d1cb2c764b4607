import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fillTags } from './TaggedText';

const html = (text: string) =>
  render(
    <p>
      {fillTags(text, {
        b: <strong />,
        name: <em>{'<i>Ada</i>'}</em>,
      })}
    </p>,
  ).container.innerHTML;

describe('fillTags', () => {
  it('wraps a tag’s text in its element and puts a self-closing tag’s element as given', () => {
    expect(html('Hi <name/>, read <b>this</b> now')).toBe(
      '<p>Hi <em>&lt;i&gt;Ada&lt;/i&gt;</em>, read <strong>this</strong> now</p>',
    );
  });

  it('keeps the text of a tag it has no element for, and text without tags as it is', () => {
    expect(html('<x>plain</x> and <y/>end')).toBe('<p>plain and end</p>');
    expect(html('no tags')).toBe('<p>no tags</p>');
  });
});
