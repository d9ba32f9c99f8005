import type { FastifyPluginAsync } from 'fastify';
import admin from './admin/index.ts';
import auth from './auth/index.ts';
import cities from './cities/index.ts';
import coupons from './coupons/index.ts';
import discounts from './discounts/index.ts';
import districts from './districts/index.ts';
import finance from './finance/index.ts';
import orders from './orders/index.ts';
import payments from './payments/index.ts';
import products from './products/index.ts';
import referral from './referral/index.ts';
import referrals from './referrals/index.ts';
import reviews from './reviews/index.ts';
import settings from './settings/index.ts';
import shop from './shop/index.ts';
import paymentMode from './shop/payment-mode.ts';
import tasks from './tasks/index.ts';
import tickets from './tickets/index.ts';
import upload from './upload/index.ts';

/** Everything under /api/v1; each folder below is its own prefix. */
const v1: FastifyPluginAsync = async (fastify) => {
  // API answers are per-user and change at any time: no browser or proxy may keep them.
  fastify.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
  await fastify.register(auth, { prefix: '/auth' });
  await fastify.register(admin, { prefix: '/admin' });
  await fastify.register(tasks, { prefix: '/tasks' });
  await fastify.register(cities, { prefix: '/cities' });
  await fastify.register(districts, { prefix: '/districts' });
  await fastify.register(products, { prefix: '/products' });
  await fastify.register(upload, { prefix: '/upload' });
  await fastify.register(coupons, { prefix: '/coupons' });
  await fastify.register(referrals, { prefix: '/referrals' });
  await fastify.register(referral, { prefix: '/referral' });
  await fastify.register(finance, { prefix: '/finance' });
  await fastify.register(payments, { prefix: '/payments' });
  await fastify.register(orders, { prefix: '/orders' });
  await fastify.register(shop, { prefix: '/shop' });
  await fastify.register(paymentMode, { prefix: '/shop' });
  await fastify.register(discounts, { prefix: '/discounts' });
  await fastify.register(tickets, { prefix: '/tickets' });
  await fastify.register(reviews, { prefix: '/reviews' });
  await fastify.register(settings, { prefix: '/settings' });
};

export default v1;
