import { afterEach, describe, expect, it } from 'vitest';
import { canRefocus, focusQuietly, lastFocused } from './last-focused';

afterEach(() => document.body.replaceChildren());

function button(label: string): HTMLButtonElement {
  const el = document.createElement('button');
  el.textContent = label;
  document.body.append(el);
  return el;
}

describe('lastFocused', () => {
  it('is the element the user focused last, even once focus has left it', () => {
    const submit = button('Create');
    submit.focus();
    submit.blur();
    expect(lastFocused()).toBe(submit);
  });

  it('does not count focus the app moved on its own (a new screen’s heading)', () => {
    const submit = button('Create');
    submit.focus();
    const heading = document.createElement('h1');
    heading.tabIndex = -1;
    document.body.append(heading);
    focusQuietly(heading);
    expect(document.activeElement).toBe(heading);
    expect(lastFocused()).toBe(submit);
    // Once gone (the form left the screen), focus cannot go back to it.
    submit.remove();
    expect(canRefocus(lastFocused())).toBe(false);
  });
});
