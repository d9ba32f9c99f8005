import swagger, { type SwaggerOptions } from '@fastify/swagger';

/** OpenAPI 3.1 generated from the routes' TypeBox schemas; swagger-ui serves it at /api/docs. */
export default swagger;

export const autoConfig: SwaggerOptions = {
  openapi: {
    openapi: '3.1.0',
    info: {
      title: 'Storefront API',
      description: 'API витрины: /api/v1. Ошибки в формате FastAPI: {"detail": ...}.',
      version: '1.0.0',
    },
    components: {
      securitySchemes: {
        // OAuth2 password flow: swagger-ui's "Authorize" posts the form to the token call.
        OAuth2PasswordBearer: {
          type: 'oauth2',
          flows: { password: { tokenUrl: '/api/v1/auth/token', scopes: {} } },
        },
      },
    },
    tags: [
      { name: 'auth', description: 'Вход, регистрация, текущий пользователь' },
      { name: 'admin', description: 'Пользователи, персонал, журнал событий, статистика' },
      { name: 'tasks', description: 'Задачи персонала' },
      { name: 'catalog', description: 'Города, районы, товары, загрузка изображений' },
      { name: 'coupons', description: 'Купоны, их проверка, применение и статистика' },
      { name: 'referrals', description: 'Реферальные программы, коды и рефералы' },
      { name: 'discounts', description: 'Автоматические скидки' },
      { name: 'tickets', description: 'Тикеты поддержки' },
      { name: 'reviews', description: 'Отзывы и их модерация' },
      { name: 'settings', description: 'Настройки магазина' },
      { name: 'system', description: 'Здоровье и конфигурация клиента' },
    ],
  },
};
