/** 'из N товаров' in the genitive: 'из 21 товара', 'из 25 товаров', 'из 111 товаров'. */
export function productsOf(count: number): string {
  const word = count % 10 === 1 && count % 100 !== 11 ? 'товара' : 'товаров';
  return `${count.toLocaleString('ru-RU')} ${word}`;
}
