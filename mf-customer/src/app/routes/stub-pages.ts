/** Spec sections 1 and 2.2: these customer pages are stubs for now. Values are message keys. */
export const STUB_PAGES = [
  { key: 'finance', title: 'stubs.finance.title', text: 'stubs.finance.text' },
  { key: 'orders', title: 'stubs.orders.title', text: 'stubs.orders.text' },
  { key: 'tickets', title: 'stubs.tickets.title', text: 'stubs.tickets.text' },
] as const;
