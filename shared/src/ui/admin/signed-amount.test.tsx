import { render, screen } from '@testing-library/react';
import { AppProviders } from '../app-providers';
import { SignedAmount } from './signed-amount';

describe('SignedAmount', () => {
  it('draws a credit green, a debit in its colour, and nothing moved plainly', () => {
    render(
      <AppProviders>
        <SignedAmount amount="500.00" />
        <SignedAmount amount="-250.50" debitColor="error.main" />
        <SignedAmount amount="0.00" debitColor="error.main" />
        <SignedAmount amount="-0.00" debitColor="error.main" />
      </AppProviders>,
    );
    const [credit, debit, zero, minusZero] = screen
      .getAllByTestId('ledger-amount')
      .map((shown) => ({ text: shown.textContent, colour: getComputedStyle(shown).color }));
    expect(credit?.text).toBe('+500\u00a0₽');
    expect(debit?.text).toBe('−250,50\u00a0₽');
    expect(credit?.colour).not.toBe(debit?.colour);
    // A free order's '0 ₽' is neither a credit (green) nor a debit.
    expect(zero?.text).toBe('0\u00a0₽');
    expect(zero?.colour).not.toBe(credit?.colour);
    expect(zero?.colour).not.toBe(debit?.colour);
    expect(minusZero?.colour).toBe(zero?.colour);
  });
});
