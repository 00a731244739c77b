import { afterEach, describe, expect, it } from 'vitest';
import { canRefocus, focusQuietly, lastFocused } from './last-focused';
import { returnableOpener } from './use-opener';

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

describe('returnableOpener', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('is the opener while it is on the page on the same address', () => {
    const submit = button('Create');
    window.history.replaceState(null, '', '/createVirtualMachine');
    expect(returnableOpener({ element: submit, path: '/createVirtualMachine' })).toBe(submit);
  });

  it('is null once the address moved on, though the old screen is still on the page', () => {
    const submit = button('Create');
    window.history.replaceState(null, '', '/virtualMachines');
    expect(submit.isConnected).toBe(true);
    expect(returnableOpener({ element: submit, path: '/createVirtualMachine' })).toBeNull();
  });

  it('is null when the opener is disabled', () => {
    const submit = button('Create');
    submit.disabled = true;
    expect(returnableOpener({ element: submit, path: window.location.pathname })).toBeNull();
  });
});
