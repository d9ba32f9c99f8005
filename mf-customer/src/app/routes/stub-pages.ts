/** Spec section 2.2: the tickets page is a stub for now. Values are message keys. */
export const STUB_PAGES = [
  { key: 'tickets', title: 'stubs.tickets.title', text: 'stubs.tickets.text' },
] as const;
