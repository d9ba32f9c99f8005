/**
 * Builds the whole application without listening: `server.ts` listens, tests call `inject()`.
 * Plugins are registered explicitly and in order, because the order matters: the error
 * handler before any route, external plugins, the database, then our plugins, then routes.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, {
  type FastifyInstance,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import type { AppConfig } from './config.ts';
import { buildSerializer } from './lib/serializers.ts';
import { buildValidator } from './lib/validators.ts';
import activitiesRepository from './plugins/app/activities/activities-repository.ts';
import auth from './plugins/app/auth.ts';
import authRateLimits from './plugins/app/auth-rate-limits.ts';
import bootId from './plugins/app/boot-id.ts';
import bootstrapSuperuser, { type BootstrapOptions } from './plugins/app/bootstrap-superuser.ts';
import cities from './plugins/app/cities/cities.ts';
import citiesRepository from './plugins/app/cities/cities-repository.ts';
import couponRedemption from './plugins/app/coupons/coupon-redemption.ts';
import couponUsagesRepository from './plugins/app/coupons/coupon-usages-repository.ts';
import coupons from './plugins/app/coupons/coupons.ts';
import couponsRepository from './plugins/app/coupons/coupons-repository.ts';
import db from './plugins/app/db.ts';
import discounts from './plugins/app/discounts/discounts.ts';
import discountsRepository from './plugins/app/discounts/discounts-repository.ts';
import districts from './plugins/app/districts/districts.ts';
import districtsRepository from './plugins/app/districts/districts-repository.ts';
import draining from './plugins/app/draining.ts';
import errorHandler, { clientErrors, frameworkErrors } from './plugins/app/error-handler.ts';
import balancesRepository from './plugins/app/finance/balances-repository.ts';
import finance from './plugins/app/finance/finance.ts';
import type { PaymentProvider } from './plugins/app/finance/payment-provider.ts';
import paymentRateLimits from './plugins/app/finance/payment-rate-limits.ts';
import payments from './plugins/app/finance/payments.ts';
import paymentsRepository from './plugins/app/finance/payments-repository.ts';
import inputGuards from './plugins/app/input-guards.ts';
import jsonBody from './plugins/app/json-body.ts';
import notFound from './plugins/app/not-found.ts';
import orders from './plugins/app/orders/orders.ts';
import ordersRepository from './plugins/app/orders/orders-repository.ts';
import products from './plugins/app/products/products.ts';
import productsRepository from './plugins/app/products/products-repository.ts';
import publicPages from './plugins/app/public-pages/public-pages.ts';
import redis from './plugins/app/redis.ts';
import referralCodesRepository from './plugins/app/referrals/referral-codes-repository.ts';
import referralRegistration from './plugins/app/referrals/referral-registration.ts';
import referrals from './plugins/app/referrals/referrals.ts';
import referralsRepository from './plugins/app/referrals/referrals-repository.ts';
import requestIdEcho, { requestId, withRequestId } from './plugins/app/request-id.ts';
import reviews from './plugins/app/reviews/reviews.ts';
import reviewsRepository from './plugins/app/reviews/reviews-repository.ts';
import sales from './plugins/app/sales/sales.ts';
import salesRepository from './plugins/app/sales/sales-repository.ts';
import shopSettings from './plugins/app/settings/shop-settings.ts';
import shopSettingsRepository from './plugins/app/settings/shop-settings-repository.ts';
import staticHosting from './plugins/app/static-hosting/static-hosting.ts';
import statistics from './plugins/app/statistics.ts';
import stock from './plugins/app/stock/stock.ts';
import stockRepository from './plugins/app/stock/stock-repository.ts';
import catalogueRepository from './plugins/app/storefront/catalogue-repository.ts';
import shopCatalogue from './plugins/app/storefront/shop-catalogue.ts';
import tasks from './plugins/app/tasks/tasks.ts';
import tasksRepository from './plugins/app/tasks/tasks-repository.ts';
import tickets from './plugins/app/tickets/tickets.ts';
import ticketsRepository from './plugins/app/tickets/tickets-repository.ts';
import fileStorage from './plugins/app/uploads/file-storage.ts';
import imageSizes from './plugins/app/uploads/image-sizes.ts';
import uploadSweep from './plugins/app/uploads/orphan-sweep.ts';
import uploadBackfill from './plugins/app/uploads/upload-backfill.ts';
import uploads from './plugins/app/uploads/uploads.ts';
import uploadsRepository from './plugins/app/uploads/uploads-repository.ts';
import usernameKeys from './plugins/app/users/username-keys.ts';
import users from './plugins/app/users/users.ts';
import usersRepository from './plugins/app/users/users-repository.ts';
import * as cors from './plugins/external/cors.ts';
import * as formbody from './plugins/external/formbody.ts';
import * as jwt from './plugins/external/jwt.ts';
import * as rateLimit from './plugins/external/rate-limit.ts';
import * as securityHeaders from './plugins/external/security-headers.ts';
import * as sensible from './plugins/external/sensible.ts';
import * as swagger from './plugins/external/swagger.ts';
import * as swaggerUi from './plugins/external/swagger-ui.ts';
import apiV1 from './routes/api/v1/index.ts';
import configJson from './routes/config-json.ts';
import health from './routes/health.ts';
import seo from './routes/seo.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

export interface BuildOptions {
  config: AppConfig;
  logger?: FastifyServerOptions['logger'];
  bootstrap?: BootstrapOptions;
  /** Sees every route as it is added (the authorization matrix test lists them this way). */
  onRoute?: (route: RouteOptions) => void;
  /** A payment gateway adapter (plugins/app/finance/payment-provider.ts); else PAYMENT_PROVIDER's. */
  paymentProvider?: PaymentProvider;
}

export type App = FastifyInstance;

export async function buildApp(options: BuildOptions): Promise<App> {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.config.trustProxy,
    // Slow clients cannot hold sockets forever; both under the 20 s client timeout.
    requestTimeout: 15_000,
    connectionTimeout: 15_000,
    // Opening PGlite (initdb on a first start) and migrating can take well over Fastify's
    // default 10 s on a busy 2-core machine; a slow start is not a failed one.
    pluginTimeout: 120_000,
    // The proxy's X-Request-Id when it is safe to log, else a UUID; logged as `reqId`.
    genReqId: requestId,
    // Draining answers in our {detail} form and the request's language (draining.ts).
    return503OnClosing: false,
    // On close, sockets idle in keep-alive are closed at once; busy ones after their answer.
    forceCloseConnections: 'idle',
    frameworkErrors: withRequestId(frameworkErrors),
    // Requests Node's parser refuses (oversized headers...) get our {detail} body too.
    clientErrorHandler: clientErrors,
    // Exact types for JSON bodies, decimal-only numbers in query and path (lib/validators.ts).
    // Compiled once per process, however many apps it builds (lib/compiled-schemas.ts).
    schemaController: { compilersFactory: { buildValidator, buildSerializer } },
    ajv: {
      customOptions: {
        // additionalProperties:false must reject (422 extra_forbidden), not silently strip.
        removeAdditional: false,
        // Fastify warns against allErrors:true: it makes crafted bodies expensive to check.
        allErrors: false,
      },
    },
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.decorate('config', options.config);

  const { onRoute } = options;
  if (onRoute) app.addHook('onRoute', (route) => onRoute(route as RouteOptions));

  try {
    await app.register(errorHandler);
    await app.register(requestIdEcho);
    await app.register(draining);
    await app.register(inputGuards);
    await app.register(jsonBody);
    await app.register(sensible.default);
    await app.register(formbody.default, formbody.autoConfig);
    if (options.config.corsOrigins.length > 0) {
      await app.register(cors.default, cors.autoConfig(app));
    }
    await app.register(securityHeaders.default, securityHeaders.autoConfig(app));
    await app.register(redis);
    await app.register(rateLimit.default, rateLimit.autoConfig(app));
    await app.register(swagger.default, swagger.autoConfig);
    await app.register(swaggerUi.default, swaggerUi.autoConfig);
    await app.register(db);
    await app.register(bootId);
    await app.register(jwt.default, await jwt.autoConfig(app));
    await app.register(usersRepository);
    await app.register(usernameKeys);
    await app.register(activitiesRepository);
    await app.register(tasksRepository);
    await app.register(citiesRepository);
    await app.register(districtsRepository);
    await app.register(productsRepository);
    await app.register(uploadsRepository);
    await app.register(couponsRepository);
    await app.register(couponUsagesRepository);
    await app.register(referralCodesRepository);
    await app.register(referralsRepository);
    await app.register(discountsRepository);
    await app.register(stockRepository);
    await app.register(ordersRepository);
    await app.register(balancesRepository);
    await app.register(paymentsRepository);
    await app.register(reviewsRepository);
    await app.register(ticketsRepository);
    await app.register(shopSettingsRepository);
    await app.register(salesRepository);
    await app.register(catalogueRepository);
    await app.register(fileStorage);
    await app.register(imageSizes);
    await app.register(auth);
    await app.register(authRateLimits);
    await app.register(users);
    await app.register(tasks);
    await app.register(cities);
    await app.register(districts);
    await app.register(uploads);
    await app.register(uploadSweep);
    await app.register(uploadBackfill);
    await app.register(products);
    await app.register(coupons);
    await app.register(couponRedemption);
    await app.register(referrals);
    await app.register(referralRegistration);
    await app.register(finance);
    await app.register(payments, { provider: options.paymentProvider });
    await app.register(paymentRateLimits);
    await app.register(orders);
    await app.register(shopCatalogue);
    await app.register(stock);
    await app.register(discounts);
    await app.register(tickets);
    await app.register(reviews);
    await app.register(shopSettings);
    await app.register(statistics);
    await app.register(sales);
    await app.register(bootstrapSuperuser, options.bootstrap ?? {});
    await app.register(staticHosting);
    await app.register(notFound);
    await app.register(publicPages);
    await app.register(health);
    await app.register(configJson);
    await app.register(seo);
    await app.register(apiV1, { prefix: '/api/v1' });
    await app.ready();
  } catch (err) {
    // A half-built app may hold the database (and its lock file): release it before failing.
    await app.close().catch(() => {});
    throw err;
  }
  return app;
}
