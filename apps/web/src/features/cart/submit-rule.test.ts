import { describe, expect, it } from 'vitest';
import { groupOf, lineOf, subCartOf } from './cart.test-support.ts';
import { submitBlocker, type SubmitRuleInput } from './submit-rule.ts';

const ready: SubmitRuleInput = {
  activeUpdateRequests: 0,
  cartGroups: [groupOf('NYC01', [subCartOf('NYC01', [lineOf('a')])])],
  validationMessageType: null,
  canOrder: true,
};

describe('the submit rule', () => {
  it('enables submit for a calm, valid cart with lines', () => {
    expect(submitBlocker(ready)).toBeNull();
  });

  it('disables submit without a connection: a cart can be ready offline, submitting needs one', () => {
    expect(submitBlocker({ ...ready, online: false })).toBe('offline');
    expect(submitBlocker({ ...ready, online: true })).toBeNull();
  });

  it.each([1, 3])('disables submit while %i updates are in flight', (activeUpdateRequests) => {
    expect(submitBlocker({ ...ready, activeUpdateRequests })).toBe('updating');
  });

  it('disables submit when there are no groups, or the first group has no lines', () => {
    expect(submitBlocker({ ...ready, cartGroups: [] })).toBe('empty');
    expect(
      submitBlocker({
        ...ready,
        cartGroups: [
          groupOf('NYC01', [subCartOf('NYC01', [])]),
          groupOf('CHI01', [subCartOf('CHI01', [lineOf('b')])]),
        ],
      }),
    ).toBe('empty');
  });

  it('looks at every sub-cart of the first group', () => {
    const cartGroups = [groupOf('NYC01', [subCartOf('NYC01', []), subCartOf('NYC01:jit', [lineOf('b')])])];
    expect(submitBlocker({ ...ready, cartGroups })).toBeNull();
  });

  it('disables submit when the validation message is an error, not a warning or info', () => {
    expect(submitBlocker({ ...ready, validationMessageType: 'error' })).toBe('invalid');
    expect(submitBlocker({ ...ready, validationMessageType: 'warning' })).toBeNull();
    expect(submitBlocker({ ...ready, validationMessageType: 'info' })).toBeNull();
  });

  it('keeps submit disabled for an organization on hold, whatever else holds', () => {
    expect(submitBlocker({ ...ready, canOrder: false })).toBe('onHold');
    expect(submitBlocker({ ...ready, canOrder: false, activeUpdateRequests: 2, cartGroups: [] })).toBe(
      'onHold',
    );
  });
});
