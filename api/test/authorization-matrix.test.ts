/**
 * Who may call what (OWASP authorization testing automation): every route under /admin,
 * /auth/users, /tasks, the catalog (/cities, /districts, /products, /upload) and marketing
 * (/coupons, /referrals, /referral) x every kind of viewer x, where it matters, every kind of
 * target,
 * with the expected status written out by hand. The table is checked against the routes the
 * app really registers, so a new route without a row fails this test. Every refused call is
 * checked to have changed nothing: no user, task, counter or log entry.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Role } from '@storefront/shared/contract/values';
import type { InjectOptions } from 'fastify';
import { type Account, createAccount, newAdmin, superuserOptions } from './helpers/accounts.ts';
import { useApp } from './helpers/app.ts';
import { createCatalogTarget } from './helpers/catalog-targets.ts';
import { databaseState } from './helpers/database-state.ts';
import { backends } from './helpers/databases.ts';
import { multipart, png } from './helpers/images.ts';
import { createMarketingTarget } from './helpers/marketing.ts';
import { createServiceTarget } from './helpers/service.ts';
import { createShopTarget } from './helpers/shop.ts';

const VIEWERS = ['guest', 'customer', 'executor', 'staff', 'admin', 'superuser'] as const;
type Viewer = (typeof VIEWERS)[number];

const TARGETS = {
  none: [''],
  // An account relative to the viewer: the viewer's own, a role below, the same, above, a superuser.
  user: ['self', 'lower', 'equal', 'higher', 'superuser'],
  // A role relative to the viewer's, to assign (create, or set on a customer).
  role: ['lower', 'equal', 'higher'],
  // A task assigned to the viewer, or to someone else.
  task: ['own', 'other'],
  // A fresh catalog row or stored file (test/helpers/catalog-matrix.ts).
  city: [''],
  district: [''],
  product: [''],
  file: [''],
  // A fresh coupon (active, no limits); a fresh user's referral code; the viewer's own code.
  coupon: [''],
  referralCode: [''],
  ownCode: [''],
  // The shop (test/helpers/shop.ts): a priced, stocked product; an order; a payment.
  pricedProduct: [''],
  paidOrder: [''],
  pendingOrder: [''],
  payment: ['own', 'other'],
  // A fresh coupon (`name`: its code) and an order (`id`) to record its use against.
  couponOrder: [''],
  // The service (test/helpers/service.ts): a discount; a ticket and a completed order of the
  // viewer or of another customer; a pending review.
  discount: [''],
  ticket: ['own', 'other'],
  completedOrder: ['own', 'other'],
  review: [''],
} as const;
type TargetKind = keyof typeof TARGETS;

/** One line per viewer: a status per target in the order of TARGETS[kind]; '-' = no such. */
type Table = Record<Viewer, string>;

const LADDER: Role[] = ['customer', 'executor', 'staff', 'admin'];
const rank = (viewer: Viewer) =>
  Math.max(0, LADDER.indexOf(viewer as Role), viewer === 'superuser' ? 3 : 0);

function relativeRole(viewer: Viewer, target: string): Role | null {
  const offset = { lower: -1, equal: 0, higher: 1 }[target] ?? 0;
  return LADDER[rank(viewer) + offset] ?? null;
}

interface Context {
  viewer: Account | null;
  /**
   * An account, a task or a catalog row; for a task, `assignee` is whom it is assigned to; for
   * a file, `name` is its stored name.
   */
  target: { id: number; role: Role | null; assignee?: number | null; name?: string };
}

interface Case {
  route: string;
  variant?: string;
  targets: TargetKind;
  expect: Table;
  request: (c: Context) => Omit<InjectOptions, 'method' | 'url'> & { url: string };
}

const A = '/api/v1/admin';
const byId = (path: string) => (c: Context) => ({ url: path.replace(':id', String(c.target.id)) });
const plain = (url: string) => () => ({ url });
/** GET `url` on no target: the route is the url without its query. */
const read = (url: string, expect: Table): Case => ({
  route: `GET ${url.split('?')[0]}`,
  targets: 'none',
  expect,
  request: plain(url),
});

// Staff and admins use the users and staff screens; only admins read the event log.
const READ: Table = {
  guest: '401',
  customer: '403',
  executor: '403',
  staff: '200',
  admin: '200',
  superuser: '200',
};
const ADMIN_ONLY: Table = { ...READ, staff: '403' };
const TASK_READ: Table = { ...READ, executor: '200' };
// One task, the executor's own then another's: an executor sees only the tasks assigned to them.
const ONE_TASK: Table = {
  guest: '- 401',
  customer: '403 403',
  executor: '200 404',
  staff: '200 200',
  admin: '200 200',
  superuser: '200 200',
};

// Spec 6: manage a lower non-superuser, never oneself; a superuser manages everyone else.
const MANAGE: Table = {
  //         self lower equal higher superuser
  guest: '     -    -    401   401    401',
  customer: '403   -    403   403    403',
  executor: '403  403   403   403    403',
  staff: '   403  200   403   403    403',
  admin: '   403  200   403    -     403',
  superuser: '403 200   200    -     200',
};
// Spec 6: assign a role below one's own; a superuser assigns any. Below staff: no access.
const ASSIGN = (ok: string): Table => ({
  //         lower equal higher
  guest: '    -    401   401',
  customer: ' -    403   403',
  executor: '403   403   403',
  staff: `   ${ok}  403   403`,
  admin: `   ${ok}  403    -`,
  superuser: `${ok}  ${ok}   -`,
});

const userCases = (key: string, path: string, method: string): Case[] => [
  { route: `${method} ${key}`, targets: 'user', expect: MANAGE, request: byId(path) },
];

const CASES: Case[] = [
  { route: `GET ${A}/users`, targets: 'none', expect: READ, request: plain(`${A}/users?search=a`) },
  { route: `GET ${A}/users/all`, targets: 'none', expect: READ, request: plain(`${A}/users/all`) },
  read(`${A}/users/count`, READ),
  read(`${A}/users/stats`, READ),
  read(`${A}/users/lookup?username=root`, READ),
  {
    route: `GET ${A}/users/:id`,
    targets: 'user',
    expect: {
      guest: '-   -   401 401 401',
      customer: '403 - 403 403 403',
      executor: '403 403 403 403 403',
      staff: '200 200 200 200 200',
      admin: '200 200 200 - 200',
      superuser: '200 200 200 - 200',
    },
    request: byId(`${A}/users/:id`),
  },
  {
    route: `GET ${A}/users/:id/activities`,
    targets: 'none',
    expect: ADMIN_ONLY,
    request: (c) => ({ url: `${A}/users/${c.target.id}/activities` }),
  },
  {
    route: `POST ${A}/users`,
    targets: 'role',
    expect: ASSIGN('201'),
    request: (c) => ({
      url: `${A}/users`,
      payload: {
        username: `new-${Math.random().toString(36).slice(2)}`,
        password: 'secret',
        role: c.target.role,
      },
    }),
  },
  {
    route: `PUT ${A}/users/:id`,
    variant: 'profile edit',
    targets: 'user',
    expect: MANAGE,
    request: (c) => ({ ...byId(`${A}/users/:id`)(c), payload: { language: 'en' } }),
  },
  {
    route: `PUT ${A}/users/:id`,
    variant: 'role assignment on a customer',
    targets: 'role',
    expect: ASSIGN('200'),
    request: (c) => ({ ...byId(`${A}/users/:id`)(c), payload: { role: c.target.role } }),
  },
  {
    route: `PUT ${A}/users/:id`,
    variant: 'superuser grant on a customer',
    targets: 'none',
    expect: { ...ASSIGN_NONE('403'), guest: '401', superuser: '200' },
    request: (c) => ({
      ...byId(`${A}/users/:id`)(c),
      payload: { role: 'admin', is_superuser: true },
    }),
  },
  ...userCases(`${A}/users/:id/activate`, `${A}/users/:id/activate`, 'POST'),
  ...userCases(`${A}/users/:id/deactivate`, `${A}/users/:id/deactivate`, 'POST'),
  ...userCases(`${A}/users/:id`, `${A}/users/:id`, 'DELETE'),
  read(`${A}/activities`, ADMIN_ONLY),
  read(`${A}/activities/stats`, ADMIN_ONLY),
  { route: `GET ${A}/stats`, targets: 'none', expect: ADMIN_ONLY, request: plain(`${A}/stats`) },
  read(`${A}/sales`, ADMIN_ONLY),
  {
    route: 'GET /api/v1/auth/users',
    targets: 'none',
    expect: READ,
    request: plain('/api/v1/auth/users'),
  },
  {
    route: 'PUT /api/v1/auth/users/:id',
    targets: 'user',
    expect: MANAGE,
    request: (c) => ({ ...byId('/api/v1/auth/users/:id')(c), payload: { language: 'en' } }),
  },
  ...userCases('/api/v1/auth/users/:id', '/api/v1/auth/users/:id', 'DELETE'),
  {
    route: 'GET /api/v1/tasks',
    targets: 'none',
    expect: TASK_READ,
    request: plain('/api/v1/tasks/'),
  },
  {
    route: 'GET /api/v1/tasks',
    variant: "someone else's tasks",
    targets: 'task',
    expect: {
      guest: '- 401',
      customer: '403 403',
      executor: '200 403',
      staff: '200 200',
      admin: '200 200',
      superuser: '200 200',
    },
    request: (c) => ({ url: `/api/v1/tasks?assigned_to=${c.target.assignee}` }),
  },
  {
    route: 'GET /api/v1/tasks/stats',
    targets: 'none',
    expect: TASK_READ,
    request: plain('/api/v1/tasks/stats'),
  },
  {
    route: 'GET /api/v1/tasks/overdue',
    targets: 'none',
    expect: TASK_READ,
    request: plain('/api/v1/tasks/overdue'),
  },
  {
    route: 'GET /api/v1/tasks/upcoming',
    targets: 'none',
    expect: TASK_READ,
    request: plain('/api/v1/tasks/upcoming?days=30'),
  },
  {
    route: 'GET /api/v1/tasks/:id',
    targets: 'task',
    expect: ONE_TASK,
    request: byId('/api/v1/tasks/:id'),
  },
  {
    route: 'POST /api/v1/tasks',
    targets: 'none',
    expect: { ...TASK_READ, executor: '403', staff: '201', admin: '201', superuser: '201' },
    request: () => ({ url: '/api/v1/tasks', payload: { title: 'Новая задача' } }),
  },
  {
    route: 'PUT /api/v1/tasks/:id',
    variant: 'status',
    targets: 'task',
    expect: ONE_TASK,
    request: (c) => ({ ...byId('/api/v1/tasks/:id')(c), payload: { status: 'in_progress' } }),
  },
  {
    route: 'PUT /api/v1/tasks/:id',
    variant: 'title and assignee',
    targets: 'task',
    expect: {
      guest: '- 401',
      customer: '403 403',
      executor: '403 404',
      staff: '200 200',
      admin: '200 200',
      superuser: '200 200',
    },
    request: (c) => ({
      ...byId('/api/v1/tasks/:id')(c),
      payload: { title: 'Другое', assigned_to: null },
    }),
  },
  {
    route: 'DELETE /api/v1/tasks/:id',
    targets: 'task',
    expect: {
      guest: '- 401',
      customer: '403 403',
      executor: '403 403',
      staff: '204 204',
      admin: '204 204',
      superuser: '204 204',
    },
    request: byId('/api/v1/tasks/:id'),
  },
  ...catalogCases(),
  ...marketingCases(),
  ...shopCases(),
  ...serviceCases(),
];

/**
 * The service (issue 15): discounts, the tickets list, reviews' moderation and the settings'
 * save are admins'; tickets are their owner's or an admin's (anyone else: 404, as for an
 * unknown id), and admins open none (403); a review is of the caller's own completed order
 * (another's: 404); published reviews and the settings are anyone's.
 */
function serviceCases(): Case[] {
  const SIGNED_IN = (ok: string): Table => ({ ...ASSIGN_NONE(ok), guest: '401' });
  const ADMINS = (ok: string): Table => ({ ...SIGNED_IN('403'), admin: ok, superuser: ok });
  const OWNER_OR_ADMIN = (ok: string): Table => ({
    ...ASSIGN_NONE(`${ok} 404`),
    guest: '- 401',
    admin: `${ok} ${ok}`,
    superuser: `${ok} ${ok}`,
  });
  const T = '/api/v1/tickets';
  const settings = {
    shop_name: 'Магазин',
    phone: '',
    email: '',
    address: '',
    working_hours: '',
    rules: '',
    topup_min: '100',
    topup_max: '100000',
  };
  return [
    {
      route: 'GET /api/v1/discounts',
      targets: 'none',
      expect: ADMINS('200'),
      request: plain('/api/v1/discounts/?search=a'),
    },
    {
      route: 'POST /api/v1/discounts',
      targets: 'none',
      expect: ADMINS('201'),
      request: () => ({
        url: '/api/v1/discounts/',
        payload: { name: 'Скидка', discount_type: 'fixed', value: '50' },
      }),
    },
    {
      route: 'PUT /api/v1/discounts/:id',
      targets: 'discount',
      expect: ADMINS('200'),
      request: (c) => ({ ...byId('/api/v1/discounts/:id')(c), payload: { is_active: false } }),
    },
    {
      route: 'DELETE /api/v1/discounts/:id',
      targets: 'discount',
      expect: ADMINS('204'),
      request: byId('/api/v1/discounts/:id'),
    },
    { route: `GET ${T}`, targets: 'none', expect: SIGNED_IN('200'), request: plain(`${T}/`) },
    {
      route: `POST ${T}`,
      targets: 'none',
      expect: { ...SIGNED_IN('201'), admin: '403', superuser: '403' },
      request: () => ({ url: `${T}/`, payload: { subject: 'Вопрос', text: 'Текст' } }),
    },
    {
      route: `GET ${T}/:id`,
      targets: 'ticket',
      expect: OWNER_OR_ADMIN('200'),
      request: byId(`${T}/:id`),
    },
    {
      route: `POST ${T}/:id/messages`,
      targets: 'ticket',
      expect: OWNER_OR_ADMIN('201'),
      request: (c) => ({ ...byId(`${T}/:id/messages`)(c), payload: { text: 'Ответ' } }),
    },
    {
      route: `POST ${T}/:id/close`,
      targets: 'ticket',
      expect: OWNER_OR_ADMIN('200'),
      request: byId(`${T}/:id/close`),
    },
    read(`${A}/tickets?search=a&status=open`, ADMINS('200')),
    {
      route: 'GET /api/v1/reviews',
      targets: 'none',
      expect: ASSIGN_NONE('200'),
      request: plain('/api/v1/reviews/'),
    },
    {
      route: 'POST /api/v1/reviews',
      targets: 'completedOrder',
      expect: { ...ASSIGN_NONE('201 404'), guest: '- 401' },
      request: (c) => ({
        url: '/api/v1/reviews/',
        payload: { order_id: c.target.id, rating: 5, text: 'Отличный товар' },
      }),
    },
    read(`${A}/reviews?status=pending`, ADMINS('200')),
    {
      route: `POST ${A}/reviews/:id/publish`,
      targets: 'review',
      expect: ADMINS('200'),
      request: byId(`${A}/reviews/:id/publish`),
    },
    {
      route: `POST ${A}/reviews/:id/reject`,
      targets: 'review',
      expect: ADMINS('200'),
      request: byId(`${A}/reviews/:id/reject`),
    },
    {
      route: 'GET /api/v1/settings',
      targets: 'none',
      expect: ASSIGN_NONE('200'),
      request: plain('/api/v1/settings'),
    },
    {
      route: `PUT ${A}/settings`,
      targets: 'none',
      expect: ADMINS('200'),
      request: () => ({ url: `${A}/settings`, payload: settings }),
    },
  ];
}

/**
 * The shop (issue 14): the public catalogue is anyone's; balance, ledger, payments and orders
 * are the caller's own (another's payment is 404); stock, the ledger's adjustments and the
 * orders journal are admins'. Admins do not buy (403). A purchase without money is refused
 * with 400 and changes nothing.
 */
function shopCases(): Case[] {
  const SIGNED_IN = (ok: string): Table => ({ ...ASSIGN_NONE(ok), guest: '401' });
  const ADMINS = (ok: string): Table => ({ ...SIGNED_IN('403'), admin: ok, superuser: ok });
  const OWN = (ok: string): Table => ({
    ...ASSIGN_NONE(`${ok} 404`),
    guest: '- 401',
  });
  const pay = (suffix: string) => (c: Context) => ({
    url: `/api/v1/payments/${c.target.name}${suffix}`,
  });
  const move = (m: string, targets: TargetKind): Case => ({
    route: `POST ${A}/orders/:id/${m}`,
    targets,
    expect: ADMINS('200'),
    request: byId(`${A}/orders/:id/${m}`),
  });
  return [
    {
      route: 'GET /api/v1/products/:id/stock',
      targets: 'product',
      expect: ADMINS('200'),
      request: byId('/api/v1/products/:id/stock'),
    },
    {
      route: 'PUT /api/v1/products/:id/stock',
      targets: 'product',
      expect: ADMINS('200'),
      request: (c) => ({ ...byId('/api/v1/products/:id/stock')(c), payload: { stock: [] } }),
    },
    {
      route: 'GET /api/v1/cities/:id/stock',
      targets: 'city',
      expect: ADMINS('200'),
      request: byId('/api/v1/cities/:id/stock'),
    },
    read(`${A}/ledger?search=a`, ADMINS('200')),
    {
      route: `POST ${A}/ledger/adjust`,
      targets: 'none',
      expect: ADMINS('201'),
      request: () => ({
        url: `${A}/ledger/adjust`,
        payload: { username: 'root', amount: '10', reason: 'Проверка' },
      }),
    },
    read(`${A}/orders?search=1`, ADMINS('200')),
    move('approve', 'pendingOrder'),
    move('complete', 'paidOrder'),
    move('cancel', 'paidOrder'),
    {
      // Issue 23: the order's page and its staff notes.
      route: `GET ${A}/orders/:id`,
      targets: 'paidOrder',
      expect: ADMINS('200'),
      request: byId(`${A}/orders/:id`),
    },
    {
      route: `POST ${A}/orders/:id/notes`,
      targets: 'paidOrder',
      expect: ADMINS('201'),
      request: (c) => ({ ...byId(`${A}/orders/:id/notes`)(c), payload: { text: 'Заметка' } }),
    },
    {
      route: 'GET /api/v1/shop/cities',
      targets: 'none',
      expect: ASSIGN_NONE('200'),
      request: plain('/api/v1/shop/cities'),
    },
    {
      route: 'GET /api/v1/shop/products',
      targets: 'none',
      expect: ASSIGN_NONE('200'),
      request: plain('/api/v1/shop/products?search=a'),
    },
    {
      route: 'GET /api/v1/shop/products/:id',
      targets: 'pricedProduct',
      expect: ASSIGN_NONE('200'),
      request: byId('/api/v1/shop/products/:id'),
    },
    {
      route: 'GET /api/v1/shop/coupons',
      targets: 'none',
      expect: ASSIGN_NONE('200'),
      request: plain('/api/v1/shop/coupons'),
    },
    {
      route: 'POST /api/v1/shop/coupon-check',
      targets: 'pricedProduct',
      expect: SIGNED_IN('200'),
      request: (c) => ({ url: '/api/v1/shop/coupon-check', payload: { product_id: c.target.id } }),
    },
    {
      route: 'GET /api/v1/finance/balance',
      targets: 'none',
      expect: SIGNED_IN('200'),
      request: plain('/api/v1/finance/balance'),
    },
    {
      route: 'GET /api/v1/finance/ledger',
      targets: 'none',
      expect: SIGNED_IN('200'),
      request: plain('/api/v1/finance/ledger'),
    },
    {
      // Issue 20: admins do not buy, so they do not top up either (canBuy).
      route: 'POST /api/v1/payments',
      targets: 'none',
      expect: { ...SIGNED_IN('201'), admin: '403', superuser: '403' },
      request: () => ({ url: '/api/v1/payments', payload: { amount: '500' } }),
    },
    {
      route: 'GET /api/v1/payments/my',
      targets: 'none',
      expect: { ...SIGNED_IN('200'), admin: '403', superuser: '403' },
      request: plain('/api/v1/payments/my?status=pending'),
    },
    read(`${A}/payments?search=a&status=pending`, ADMINS('200')),
    {
      route: 'GET /api/v1/shop/payment-mode',
      targets: 'none',
      expect: ASSIGN_NONE('200'),
      request: plain('/api/v1/shop/payment-mode'),
    },
    { route: 'GET /api/v1/payments/:id', targets: 'payment', expect: OWN('200'), request: pay('') },
    {
      // The gateway's webhook takes no token; the embedded provider has no notifications.
      route: 'POST /api/v1/payments/notifications',
      targets: 'none',
      expect: ASSIGN_NONE('400'),
      request: () => ({ url: '/api/v1/payments/notifications', payload: { event: 'x' } }),
    },
    {
      route: 'POST /api/v1/payments/:id/confirm',
      targets: 'payment',
      expect: OWN('200'),
      request: pay('/confirm'),
    },
    {
      route: 'POST /api/v1/payments/:id/cancel',
      targets: 'payment',
      expect: OWN('200'),
      request: pay('/cancel'),
    },
    {
      route: 'POST /api/v1/orders',
      targets: 'pricedProduct',
      expect: { ...SIGNED_IN('400'), admin: '403', superuser: '403' },
      request: (c) => ({
        url: '/api/v1/orders',
        payload: {
          product_id: c.target.id,
          district_id: Number(c.target.name),
          quantity: 1,
          expected_total: '1000000.00',
        },
      }),
    },
    {
      route: 'GET /api/v1/orders/my',
      targets: 'none',
      expect: SIGNED_IN('200'),
      request: plain('/api/v1/orders/my'),
    },
    {
      // Issue 23: the buyer's own order; anyone else (an admin too) the 404 of an unknown id.
      route: 'GET /api/v1/orders/:id',
      targets: 'completedOrder',
      expect: OWN('200'),
      request: byId('/api/v1/orders/:id'),
    },
  ];
}

/**
 * The catalog (issue 4): every signed-in user reads, admins write; the image files themselves
 * are public (shown by <img> tags, which send no token).
 */
function catalogCases(): Case[] {
  const READ_ANY: Table = { ...ASSIGN_NONE('200'), guest: '401' };
  const WRITE = (ok: string): Table => ({
    ...ASSIGN_NONE('403'),
    guest: '401',
    admin: ok,
    superuser: ok,
  });
  const fresh = () => `Новый ${Math.random().toString(36).slice(2)}`;
  const image = (c: Context) => `/api/v1/upload/files/${c.target.name}`;
  const upload = (field: string) => () => {
    const body = multipart([{ field, filename: 'x.png', content: png() }]);
    return { headers: body.headers, payload: body.payload };
  };
  const C = '/api/v1/cities';
  const D = '/api/v1/districts';
  const P = '/api/v1/products';
  const U = '/api/v1/upload';
  return [
    { route: `GET ${C}`, targets: 'none', expect: READ_ANY, request: plain(`${C}/?search=a`) },
    { route: `GET ${C}/:id`, targets: 'city', expect: READ_ANY, request: byId(`${C}/:id`) },
    {
      route: `POST ${C}`,
      targets: 'none',
      expect: WRITE('201'),
      request: () => ({ url: `${C}/`, payload: { name: fresh() } }),
    },
    {
      route: `PUT ${C}/:id`,
      targets: 'city',
      expect: WRITE('200'),
      request: (c) => ({ ...byId(`${C}/:id`)(c), payload: { name: fresh() } }),
    },
    { route: `DELETE ${C}/:id`, targets: 'city', expect: WRITE('204'), request: byId(`${C}/:id`) },
    {
      route: `GET ${D}/city/:cityId`,
      targets: 'city',
      expect: READ_ANY,
      request: byId(`${D}/city/:id`),
    },
    { route: `GET ${D}/:id`, targets: 'district', expect: READ_ANY, request: byId(`${D}/:id`) },
    {
      route: `POST ${D}`,
      targets: 'city',
      expect: WRITE('201'),
      request: (c) => ({ url: `${D}/`, payload: { name: fresh(), city_id: c.target.id } }),
    },
    {
      route: `PUT ${D}/:id`,
      targets: 'district',
      expect: WRITE('200'),
      request: (c) => ({ ...byId(`${D}/:id`)(c), payload: { is_active: false } }),
    },
    {
      route: `DELETE ${D}/:id`,
      targets: 'district',
      expect: WRITE('204'),
      request: byId(`${D}/:id`),
    },
    { route: `GET ${P}`, targets: 'none', expect: READ_ANY, request: plain(`${P}/?search=a`) },
    { route: `GET ${P}/:id`, targets: 'product', expect: READ_ANY, request: byId(`${P}/:id`) },
    {
      route: `POST ${P}`,
      targets: 'file',
      expect: WRITE('201'),
      request: (c) => ({
        url: `${P}/`,
        payload: { name: fresh(), description: 'Описание', logo_image: image(c) },
      }),
    },
    {
      route: `PUT ${P}/:id`,
      targets: 'product',
      expect: WRITE('200'),
      request: (c) => ({ ...byId(`${P}/:id`)(c), payload: { description: 'Другое' } }),
    },
    {
      route: `DELETE ${P}/:id`,
      targets: 'product',
      expect: WRITE('204'),
      request: byId(`${P}/:id`),
    },
    {
      route: `POST ${U}/single`,
      targets: 'none',
      expect: WRITE('201'),
      request: () => ({ url: `${U}/single`, ...upload('file')() }),
    },
    {
      route: `POST ${U}/multiple`,
      targets: 'none',
      expect: WRITE('201'),
      request: () => ({ url: `${U}/multiple`, ...upload('files')() }),
    },
    {
      route: `GET ${U}/files/:filename`,
      targets: 'file',
      expect: ASSIGN_NONE('200'),
      request: (c) => ({ url: image(c) }),
    },
    {
      route: `GET ${U}/files/:filename/:size`,
      targets: 'file',
      expect: ASSIGN_NONE('200'),
      request: (c) => ({ url: `${image(c)}/160.webp` }),
    },
    {
      route: `DELETE ${U}/files/:filename`,
      targets: 'file',
      expect: WRITE('204'),
      request: (c) => ({ url: image(c) }),
    },
  ];
}

/**
 * Marketing (issue 5): the dashboards' calls are admins'; any signed-in user checks and applies
 * a coupon, reads their own usages and gets their own referral code.
 */
function marketingCases(): Case[] {
  const SIGNED_IN = (ok: string): Table => ({ ...ASSIGN_NONE(ok), guest: '401' });
  const ADMINS = (ok: string): Table => ({ ...SIGNED_IN('403'), admin: ok, superuser: ok });
  const CP = '/api/v1/coupons';
  const RF = '/api/v1/referrals';
  const code = () => `MX${Math.random().toString(36).slice(2, 10).toUpperCase()}`;
  const redeem = (c: Context) => ({ code: c.target.name, order_amount: 1000 });
  return [
    read(`${CP}/coupons?search=a`, ADMINS('200')),
    {
      route: `POST ${CP}/coupons`,
      targets: 'none',
      expect: ADMINS('201'),
      request: () => ({
        url: `${CP}/coupons`,
        payload: { code: code(), name: 'Купон', coupon_type: 'percentage', discount_value: 5 },
      }),
    },
    {
      route: `PUT ${CP}/coupons/:id`,
      targets: 'coupon',
      expect: ADMINS('200'),
      request: (c) => ({ ...byId(`${CP}/coupons/:id`)(c), payload: { status: 'inactive' } }),
    },
    {
      // The target is a fresh coupon nobody used (issue 23: a used one is 409).
      route: `DELETE ${CP}/coupons/:id`,
      targets: 'coupon',
      expect: ADMINS('204'),
      request: byId(`${CP}/coupons/:id`),
    },
    read(`${CP}/stats`, ADMINS('200')),
    read(`${CP}/usage?search=1`, ADMINS('200')),
    read(`${CP}/usage/my`, SIGNED_IN('200')),
    {
      route: `POST ${CP}/validate`,
      targets: 'coupon',
      expect: SIGNED_IN('200'),
      request: (c) => ({ url: `${CP}/validate`, payload: redeem(c) }),
    },
    {
      // Customers' usages are written by their purchases since issue 14.
      route: `POST ${CP}/apply`,
      targets: 'couponOrder',
      expect: ADMINS('201'),
      request: (c) => ({ url: `${CP}/apply`, payload: { ...redeem(c), order_id: c.target.id } }),
    },
    read(`${RF}/programs`, ADMINS('200')),
    {
      route: `POST ${RF}/programs`,
      targets: 'none',
      expect: ADMINS('201'),
      request: () => ({
        url: `${RF}/programs`,
        payload: { name: 'Программа', description: '', reward_amount: 100, is_public: true },
      }),
    },
    read(`${RF}/codes?search=a`, ADMINS('200')),
    read(`${RF}/referrals?status=pending`, ADMINS('200')),
    read(`${RF}/stats`, ADMINS('200')),
    {
      route: `GET ${RF}/my-code`,
      targets: 'ownCode',
      expect: SIGNED_IN('200'),
      request: plain(`${RF}/my-code`),
    },
    {
      route: `POST ${RF}/my-code`,
      targets: 'ownCode',
      expect: SIGNED_IN('200'),
      request: plain(`${RF}/my-code`),
    },
    {
      route: 'PATCH /api/v1/referral/codes/:id/toggle',
      targets: 'referralCode',
      expect: ADMINS('200'),
      request: (c) => ({
        ...byId('/api/v1/referral/codes/:id/toggle')(c),
        payload: { is_active: false },
      }),
    },
  ];
}

function ASSIGN_NONE(status: string): Table {
  return {
    guest: status,
    customer: status,
    executor: status,
    staff: status,
    admin: status,
    superuser: status,
  };
}

const PREFIXES = [
  '/api/v1/admin',
  '/api/v1/auth/users',
  '/api/v1/tasks',
  '/api/v1/cities',
  '/api/v1/districts',
  '/api/v1/products',
  '/api/v1/upload',
  '/api/v1/coupons',
  '/api/v1/referrals',
  '/api/v1/referral',
  '/api/v1/shop',
  '/api/v1/finance',
  '/api/v1/payments',
  '/api/v1/orders',
  '/api/v1/discounts',
  '/api/v1/tickets',
  '/api/v1/reviews',
  '/api/v1/settings',
];

for (const backend of backends()) {
  describe(`authorization matrix [${backend}]`, () => {
    const registered = new Set<string>();
    const ctx = useApp(backend, {
      onRoute: (route) => {
        const methods = Array.isArray(route.method) ? route.method : [route.method];
        // HEAD mirrors GET (same hooks); '/x/' is the same route as '/x' (prefix 'both').
        const url = route.url.length > 1 ? route.url.replace(/\/$/, '') : route.url;
        for (const method of methods) {
          if (method !== 'HEAD' && PREFIXES.some((p) => url.startsWith(p))) {
            registered.add(`${method} ${url}`);
          }
        }
      },
    });
    const viewers = new Map<Viewer, Account>();
    const shared = new Map<string, Context['target']>();

    async function viewer(kind: Viewer): Promise<Account | null> {
      if (kind === 'guest') return null;
      let account = viewers.get(kind);
      if (!account) {
        account = await createAccount(
          ctx.app,
          kind === 'superuser' ? superuserOptions : { role: kind as Role },
        );
        viewers.set(kind, account);
      }
      return account;
    }

    /** A fresh target each call, so a successful change never leaks into the next case. */
    async function target(
      kind: TargetKind,
      name: string,
      who: Viewer,
      me: Account | null,
    ): Promise<Context['target'] | null> {
      if (kind === 'none') return { id: (await createAccount(ctx.app)).id, role: null };
      if (kind === 'city' || kind === 'district' || kind === 'product' || kind === 'file') {
        return createCatalogTarget(ctx.app, kind);
      }
      if (kind === 'coupon' || kind === 'referralCode' || kind === 'ownCode') {
        return createMarketingTarget(ctx.app, kind, me);
      }
      if (
        kind === 'pricedProduct' ||
        kind === 'paidOrder' ||
        kind === 'pendingOrder' ||
        kind === 'payment' ||
        kind === 'couponOrder'
      ) {
        return createShopTarget(ctx.app, kind, name, me);
      }
      if (
        kind === 'discount' ||
        kind === 'ticket' ||
        kind === 'completedOrder' ||
        kind === 'review'
      ) {
        return createServiceTarget(ctx.app, kind, name, me);
      }
      if (kind === 'task') {
        if (name === 'own' && !me) return null;
        const assignee = name === 'own' ? me : await createAccount(ctx.app, { role: 'executor' });
        const task = await ctx.app.tasksRepository.create({
          title: 'Задача',
          assignedTo: assignee?.id ?? null,
        });
        return { id: task.id, role: null, assignee: assignee?.id ?? null };
      }
      if (kind === 'role') {
        const role = relativeRole(who, name);
        if (!role || (who === 'guest' && name === 'lower')) return null;
        return { id: (await createAccount(ctx.app)).id, role };
      }
      if (name === 'self') return me ? { id: me.id, role: me.role } : null;
      if (name === 'superuser') {
        return { id: (await newAdmin(ctx.app)).id, role: 'admin' };
      }
      const role = relativeRole(who, name);
      if (!role || (who === 'guest' && name === 'lower')) return null;
      return { id: (await createAccount(ctx.app, { role })).id, role };
    }

    it('has a row for every route the app registers under the prefixes it covers', () => {
      const table = new Set(CASES.map((c) => c.route));
      assert.deepEqual([...registered].sort(), [...table].sort());
    });

    for (const testCase of CASES) {
      const name = testCase.variant ? `${testCase.route} (${testCase.variant})` : testCase.route;
      it(name, async () => {
        const [method = 'GET'] = testCase.route.split(' ');
        const mismatches: string[] = [];
        for (const who of VIEWERS) {
          const expected = testCase.expect[who].trim().split(/\s+/);
          const names = TARGETS[testCase.targets];
          assert.equal(
            expected.length,
            names.length,
            `${name}: ${who} needs ${names.length} statuses`,
          );
          const me = await viewer(who);
          for (const [index, targetName] of names.entries()) {
            const want = expected[index];
            // A refused call leaves its target as it was, so refusals may share one.
            const reusable = Number(want) >= 400;
            const key = `${testCase.targets}:${who}:${targetName}`;
            const t =
              (reusable ? shared.get(key) : undefined) ??
              (await target(testCase.targets, targetName, who, me));
            if (reusable && t) shared.set(key, t);
            if (want === '-' || !t) {
              assert.ok(
                want === '-' && !t,
                `${name}: ${who} × ${targetName} exists, give it a status`,
              );
              continue;
            }
            const before = reusable ? await databaseState(ctx.app) : '';
            const request = testCase.request({ viewer: me, target: t });
            const res = await ctx.app.inject({
              method: method as InjectOptions['method'],
              ...request,
              headers: { ...(request.headers ?? {}), ...(me?.headers ?? {}) },
            });
            const cell = `${who} × ${targetName || '-'}`;
            if (String(res.statusCode) !== want) {
              mismatches.push(
                `${cell}: ${res.statusCode} (want ${want}) ${res.body.slice(0, 120)}`,
              );
            } else if (res.statusCode >= 400) {
              if ((await databaseState(ctx.app)) !== before)
                mismatches.push(`${cell}: refused but changed data`);
              if (res.statusCode === 403 && !/[а-яё]/i.test(res.json().detail)) {
                mismatches.push(`${cell}: 403 without a Russian detail`);
              }
            }
          }
        }
        assert.deepEqual(mismatches, []);
      });
    }
  });
}
