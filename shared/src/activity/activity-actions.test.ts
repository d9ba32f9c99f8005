import { ACTIVITY_ACTIONS, isActivityAction } from './activity-actions';

describe('the event log actions', () => {
  it('give every action a label and a description', () => {
    for (const { label, description } of Object.values(ACTIVITY_ACTIONS)) {
      expect(label.trim()).not.toBe('');
      expect(description.trim()).not.toBe('');
    }
  });

  it('know their own identifiers only, not the names every object has', () => {
    expect(isActivityAction('login')).toBe(true);
    expect(isActivityAction('user_deactivate')).toBe(true);
    expect(isActivityAction('order_create')).toBe(true);
    expect(isActivityAction('constructor')).toBe(false);
    expect(isActivityAction('toString')).toBe(false);
    expect(isActivityAction('order_refund')).toBe(false);
  });
});
