/**
 * The one pg-core schema both drivers (PGlite and node-postgres) use, one file per table group.
 * `drizzle-kit generate` turns it into SQL under `migrations/`; extensions and the `ru`
 * collation live in a custom migration that runs first. The files of this folder import each
 * other, never this index.
 */
export * from './activities.ts';
export * from './catalog.ts';
export * from './coupon-usages.ts';
export * from './coupons.ts';
export * from './finance.ts';
export * from './referrals.ts';
export * from './sales.ts';
export * from './service.ts';
export * from './settings.ts';
export * from './shop.ts';
export * from './tasks.ts';
export * from './users.ts';
