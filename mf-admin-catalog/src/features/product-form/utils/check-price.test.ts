import { checkPrice } from './check-price';

describe('checkPrice (shop-spec 1.1: required, over 0, at most 10 000 000 ₽)', () => {
  it.each([
    ['1500', 150000],
    ['1 500,50', 150050],
    ['1500.5', 150050],
    [' 0,01 ', 1],
    ['10 000 000', 1_000_000_000],
    ['10000000.00', 1_000_000_000],
  ])('"%s" is %i kopecks', (text, kopecks) => {
    expect(checkPrice(text)).toEqual({ kopecks });
  });

  it.each([
    ['', 'productForm.errors.priceRequired'],
    ['   ', 'productForm.errors.priceRequired'],
    ['0', 'productForm.errors.priceNotPositive'],
    ['0,00', 'productForm.errors.priceNotPositive'],
    ['-5', 'productForm.errors.priceNotPositive'],
    ['10 000 000,01', 'productForm.errors.priceTooHigh'],
    ['99999999', 'productForm.errors.priceTooHigh'],
    ['12,345', 'productForm.errors.priceInvalid'],
    ['1e3', 'productForm.errors.priceInvalid'],
    ['сто', 'productForm.errors.priceInvalid'],
    ['1,5,0', 'productForm.errors.priceInvalid'],
  ])('"%s" is refused with %s', (text, error) => {
    expect(checkPrice(text)).toEqual({ error });
  });
});
