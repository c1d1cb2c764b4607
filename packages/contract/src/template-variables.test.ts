import { describe, expect, it } from 'vitest';
import { scanVariables, substituteVariables, variablesOf } from './template-variables';

describe('template variables', () => {
  it('finds variables and defaults, first appearance first', () => {
    expect(
      variablesOf(['Hi {{ first_name }}, welcome to {{company|our team}}.', '{{first_name}}']),
    ).toEqual([
      { name: 'first_name', fallback: null },
      { name: 'company', fallback: 'our team' },
    ]);
    expect(variablesOf(['{{名前}} {{ciudad_2}}']).map((v) => v.name)).toEqual(['名前', 'ciudad_2']);
  });

  it('fills values, falls back to defaults and lists what is missing', () => {
    const text = 'Hi {{name}}, from {{company|our team}} in {{city}}.';
    expect(substituteVariables(text, { name: ' Anna ', company: '' })).toEqual({
      text: 'Hi Anna, from our team in .',
      missing: ['city'],
    });
  });

  it('reports an opening without a closing, empty, odd and nested names', () => {
    expect(scanVariables('Hello {{name').problems[0].message).toBe(
      '"{{" without a closing "}}" near "{{name"',
    );
    expect(scanVariables('{{}}').problems[0].message).toBe('A variable "{{}}" has no name');
    expect(scanVariables('{{first name}}').problems[0].message).toMatch(/may only hold letters/);
    expect(scanVariables('{{1st}}').problems[0].message).toMatch(/must not start with a digit/);
    expect(scanVariables('{{a{{b}}').problems[0].message).toMatch(/cannot hold "\{\{"/);
    expect(scanVariables('{{ok}} and {{bad!}}').spans.map((s) => s.name)).toEqual(['ok']);
  });
});
